import { ENGLISH_DOCUMENTS } from '../documents/document-language.ts';
import type { DocumentLanguage } from '../documents/document-words.ts';
import type { DocumentBlock, DocumentOperator, PrintedDocument } from '../documents/pdf-document.ts';
import { depositCents, type ProposalView } from './proposal-view.ts';

/** The operator as printed on top of each page: from the site settings. */
export interface ProposalOperator {
  readonly brandName: string;
  readonly licenceNumber?: string | undefined;
  readonly phone: string;
  readonly email: string;
  readonly streetAddress: string;
}

/** Where the state of a version is said in words (page banner, PDF). */
export function proposalStateText(
  view: ProposalView,
  { words, money, day }: DocumentLanguage = ENGLISH_DOCUMENTS,
): string | null {
  switch (view.state) {
    case 'accepted':
      return words.accepted(view.acceptedName, view.reference, money(view.totalCents));
    case 'superseded':
      return words.superseded(view.version, view.currentVersion);
    case 'expired':
      return words.expired(view.version, day(view.validUntil));
    case 'open':
      return null;
  }
}

/** The price lines: per adult and per youth × how many, and the total. */
export function priceLines(
  view: ProposalView,
  { words, money }: DocumentLanguage = ENGLISH_DOCUMENTS,
): { label: string; each: string; amount: string }[] {
  const line = (count: number, who: 'adult' | 'youth', cents: number) => ({
    label: words.priceLine(count, who),
    each: money(cents),
    amount: money(count * cents),
  });
  return [
    line(view.adults, 'adult', view.adultPriceCents),
    ...(view.youths > 0 ? [line(view.youths, 'youth', view.youthPriceCents)] : []),
  ];
}

/**
 * The same content as the proposal page, as a printed document (the PDF), in `language`'s words
 * (the admin's English unless a page in another language asks).
 */
export function proposalDocument(
  view: ProposalView,
  operator: ProposalOperator,
  language: DocumentLanguage = ENGLISH_DOCUMENTS,
): PrintedDocument {
  const { words, money, day } = language;
  const printedOperator: DocumentOperator = {
    name: operator.brandName,
    licence: operator.licenceNumber,
    contact: `${operator.phone} · ${operator.email} · ${operator.streetAddress}`,
  };
  const state = proposalStateText(view, language);
  const deposit = depositCents(view.totalCents, view.depositPercent);
  const blocks: DocumentBlock[] = [
    ...(state ? [{ kind: 'paragraph' as const, text: state }] : []),
    {
      kind: 'rows',
      rows: [
        [words.preparedFor, view.customerName],
        [words.booking, view.reference],
        [words.dates, words.datesRange(day(view.startDate), day(view.endDate))],
        [words.travellers, words.party(view.adults, view.youths)],
        [words.validUntil, day(view.validUntil)],
      ],
    },
    ...(view.personalNote ? [{ kind: 'paragraph' as const, text: view.personalNote }] : []),
    { kind: 'heading', text: words.dayByDay },
    ...view.days.flatMap((stay, index): DocumentBlock[] => [
      { kind: 'heading', text: words.dayTitle(index + 1, stay.place) },
      { kind: 'paragraph', text: stay.text },
      {
        kind: 'rows',
        rows: [
          [words.overnight, stay.accommodation || words.noOvernight],
          [words.meals, words.mealsText(stay.meals)],
        ],
      },
    ]),
  ];
  if (view.included.length > 0)
    blocks.push({ kind: 'heading', text: words.included }, { kind: 'list', items: view.included });
  if (view.excluded.length > 0)
    blocks.push({ kind: 'heading', text: words.notIncluded }, { kind: 'list', items: view.excluded });
  blocks.push(
    { kind: 'heading', text: words.priceTitle },
    {
      kind: 'table',
      columns: [
        { title: words.travellers, width: 74 },
        { title: words.priceEach, width: 50, align: 'right' },
        { title: words.amount, width: 50, align: 'right' },
      ],
      rows: priceLines(view, language).map((line) => [line.label, line.each, line.amount]),
      footer: [words.total, '', money(view.totalCents)],
    },
    { kind: 'heading', text: words.paymentTerms },
    { kind: 'paragraph', text: words.terms(view) },
    ...(view.depositPercent > 0 && view.depositPercent < 100
      ? [
          {
            kind: 'paragraph' as const,
            text: words.depositLine(money(deposit), money(view.totalCents - deposit)),
          },
        ]
      : []),
  );
  return {
    title: view.title,
    subtitle: words.proposalSubtitle(view.reference, view.version),
    operator: printedOperator,
    blocks,
    language,
  };
}

/** The PDF's file name: proposal-TZ-7K3M9Q-v2.pdf. */
export function proposalFileName(view: Pick<ProposalView, 'reference' | 'version'>): string {
  return `proposal-${view.reference}-v${view.version}.pdf`;
}
