import { beforeAll, describe, expect, it } from 'vitest';
import { type PrintedDocument, renderPdf } from './pdf-document.ts';
import {
  loadPdfModules,
  PDF_MODULES_LOAD_MS,
  pdfPagesText as pagesText,
  pdfTextEnds,
} from './pdf-reading.test-support.ts';
import { pdfSafeText } from './pdf-text.ts';

const operator = {
  name: 'Tanzania Safari Adventures',
  licence: 'TALA-2026-0042',
  contact: '+255 754 000 000 · info@tanzania-safari.example · Sokoine Road, Arusha',
};

describe('renderPdf', () => {
  beforeAll(loadPdfModules, PDF_MODULES_LOAD_MS);

  it('writes selectable text: the operator, its licence, headings, rows, lists and a table with its total', async () => {
    const document: PrintedDocument = {
      title: 'Serengeti and Zanzibar',
      subtitle: 'Proposal for booking TZ-7K3M9Q, version 2',
      operator,
      blocks: [
        { kind: 'paragraph', text: 'Karibu! A few words from the office.' },
        { kind: 'rows', rows: [['Travellers', '2 adults, 1 youth']] },
        { kind: 'heading', text: 'Included' },
        { kind: 'list', items: ['Park fees', 'A private guide'] },
        {
          kind: 'table',
          columns: [
            { title: 'Travellers', width: 74 },
            { title: 'Amount', width: 100, align: 'right' },
          ],
          rows: [['2 adults', '$5,200.00']],
          footer: ['Total', '$6,450.50'],
        },
      ],
    };
    const bytes = await renderPdf(document);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const [first] = await pagesText(bytes);
    for (const text of [
      'Tanzania Safari Adventures',
      'Licensed tour operator, licence TALA-2026-0042',
      'Serengeti and Zanzibar',
      'Proposal for booking TZ-7K3M9Q, version 2',
      'Karibu! A few words from the office.',
      '2 adults, 1 youth',
      'A private guide',
      '$6,450.50',
      'Page 1 of 1',
    ]) {
      expect(first).toContain(text);
    }
  });

  it('breaks long content across pages, each page with the operator on top and its number', async () => {
    const paragraphs = Array.from({ length: 60 }, (_, index) => ({
      kind: 'paragraph' as const,
      text: `Day ${index + 1}: game drives from dawn, lunch in the bush, and a long evening by the fire under the stars of the Serengeti.`,
    }));
    const pages = await pagesText(await renderPdf({ title: 'A long trip', operator, blocks: paragraphs }));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Tanzania Safari Adventures');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    expect(pages.join(' ')).toContain('Day 60: game drives');
  });

  it('prints no licence line when the operator has none', async () => {
    const [first] = await pagesText(
      await renderPdf({ title: 'T', operator: { ...operator, licence: undefined }, blocks: [] }),
    );
    expect(first).not.toContain('licence');
  });

  it('writes German and French letters, quotes and the spaces inside French amounts as a reader copies them', async () => {
    const [first] = await pagesText(
      await renderPdf({
        title: 'Grüße aus Arusha',
        operator,
        blocks: [
          {
            kind: 'paragraph',
            text: 'Äpfel, Öl, Übernachtung, Straße; été, très, à, garçon, œuvre, « Karibu »',
          },
          { kind: 'rows', rows: [['Montant', '2\u202f970,00\u00a0$US']] },
        ],
      }),
    );
    expect(first).toContain('Grüße aus Arusha');
    expect(first).toContain('Äpfel, Öl, Übernachtung, Straße; été, très, à, garçon, œuvre, « Karibu »');
    expect(first?.replace(/\u00a0/g, ' ')).toContain('2 970,00 $US');
  });

  it('ends a right-aligned French or German amount at its column’s edge, like the column’s title', async () => {
    const bytes = await renderPdf({
      title: 'Facture',
      operator,
      blocks: [
        {
          kind: 'table',
          columns: [
            { title: 'Échéance', width: 60 },
            { title: 'Montant (dollars américains)', width: 80, align: 'right' },
          ],
          rows: [
            ['Acompte', '2\u202f682,00\u00a0$US'],
            ['Anzahlung', '2.682,00\u00a0$'],
          ],
          footer: ['Total', '8\u202f940,00\u00a0$US'],
        },
      ],
    });
    const ends = await pdfTextEnds(bytes);
    const endOf = (text: string) => ends.find((item) => item.text.replace(/\s/g, ' ') === text)?.end;
    const edge = endOf('Montant (dollars américains)') ?? Number.NaN;
    for (const amount of ['2 682,00 $US', '2.682,00 $', '8 940,00 $US'])
      expect(Math.abs((endOf(amount) ?? Number.POSITIVE_INFINITY) - edge)).toBeLessThan(0.5);
  });

  it('keeps markup as the characters staff typed', async () => {
    const [first] = await pagesText(
      await renderPdf({
        title: '<b>Bold?</b>',
        operator,
        blocks: [{ kind: 'paragraph', text: '<script>x</script>' }],
      }),
    );
    expect(first).toContain('<b>Bold?</b>');
    expect(first).toContain('<script>x</script>');
  });
});

describe('pdfSafeText', () => {
  it('keeps Latin-1 and the typographic signs of the standard fonts', () => {
    expect(pdfSafeText('Café – “Karibu” … 5 € · Grüße, Señor')).toBe('Café – “Karibu” … 5 € · Grüße, Señor');
  });

  it('drops a mark the fonts lack, and writes ? for what they cannot draw at all', () => {
    expect(pdfSafeText('Łódź ą ✓ 日本')).toBe('?ódz a ? ??');
  });

  it('keeps a French amount together: its narrow no-break space becomes the fonts’ no-break space', () => {
    expect(pdfSafeText('2\u202f970,00\u00a0$US')).toBe('2\u00a0970,00\u00a0$US');
    expect(pdfSafeText('« Reçu » ä ö ü ß é è à ç œ Œ')).toBe('« Reçu » ä ö ü ß é è à ç œ Œ');
  });

  it('turns tabs and control characters into spaces', () => {
    expect(pdfSafeText('a\tb\u0007c')).toBe('a b c');
  });
});
