import type { jsPDF as JsPdf } from 'jspdf';
import { LANGUAGE_LOCALES } from '../i18n/languages.ts';
import type { DocumentLanguage } from './document-words.ts';
import { pdfSafeText } from './pdf-text.ts';
import { ENGLISH_DOCUMENTS } from './words/en.ts';

// The operator's printed documents (proposal, invoice, receipt, refund note): a generic model
// of headed blocks drawn with jsPDF on A4, text kept as text (selectable, searchable, read by
// screen readers), page breaks wherever a block reaches the bottom. jsPDF is imported when a
// document is drawn, so pages that only might offer a PDF do not download it. The writer's own
// words (licence line, page numbers) are the document's language's (decision 233). Decision 182.

export interface DocumentOperator {
  /** The operator's name, on top of every page. */
  readonly name: string;
  /** The tourism licence, printed under the name when the operator has one. */
  readonly licence?: string | undefined;
  /** One line: phone, e-mail, address. */
  readonly contact: string;
}

export type DocumentBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string; readonly muted?: boolean }
  /** Label and value pairs, the value wrapping beside its label. */
  | { readonly kind: 'rows'; readonly rows: readonly (readonly [label: string, value: string])[] }
  | {
      readonly kind: 'table';
      readonly columns: readonly {
        readonly title: string;
        readonly width: number;
        readonly align?: 'right';
      }[];
      readonly rows: readonly (readonly string[])[];
      /** Drawn bold under a rule (a total). */
      readonly footer?: readonly string[];
    }
  | { readonly kind: 'list'; readonly items: readonly string[] };

export interface PrintedDocument {
  readonly title: string;
  readonly subtitle?: string;
  readonly operator: DocumentOperator;
  readonly blocks: readonly DocumentBlock[];
  /** The language of the document's own words (licence line, page numbers); English if left out. */
  readonly language?: DocumentLanguage;
}

const PAGE = { width: 210, height: 297, margin: 18 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 8;
/** Millimetres per point, and the line height as a multiple of the font size. */
const MM_PER_PT = 0.3528;
const LINE_FACTOR = 1.35;
const LABEL_WIDTH = 48;

const lineHeight = (points: number) => points * MM_PER_PT * LINE_FACTOR;

/** Draws one document; the caller owns where the bytes go (a download, a test, a mail). */
class PdfWriter {
  private y = PAGE.margin;

  private readonly words: DocumentLanguage['words'];

  constructor(
    private readonly pdf: JsPdf,
    private readonly document: PrintedDocument,
  ) {
    this.words = (document.language ?? ENGLISH_DOCUMENTS).words;
  }

  draw(): void {
    this.pageHeader();
    this.title();
    for (const block of this.document.blocks) this.block(block);
    this.pageNumbers();
  }

  private font(points: number, style: 'normal' | 'bold' = 'normal', grey = false): void {
    this.pdf.setFont('helvetica', style);
    this.pdf.setFontSize(points);
    this.pdf.setTextColor(grey ? 90 : 20);
  }

  private wrap(text: string, width: number): string[] {
    return text
      .split(/\r?\n/)
      .flatMap((paragraph) => this.pdf.splitTextToSize(pdfSafeText(paragraph), width) as string[]);
  }

  /**
   * A line's width in millimetres. jsPDF's Helvetica metrics lack the no-break space (it measures
   * it twice as wide as it prints), which would push a right-aligned French or German amount
   * ('2 682,00 $US') off the column's edge; it is measured as the space it looks like.
   */
  private width(line: string): number {
    return this.pdf.getTextWidth(line.replace(/\u00a0/g, ' '));
  }

  /** Moves to a new page when `height` more millimetres would not fit on this one. */
  private room(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.pdf.addPage();
    this.y = PAGE.margin;
    this.pageHeader();
  }

  private pageHeader(): void {
    const { operator } = this.document;
    this.font(13, 'bold');
    this.pdf.text(pdfSafeText(operator.name), PAGE.margin, this.y + 4);
    this.font(8.5, 'normal', true);
    const lines = [operator.licence ? this.words.licence(operator.licence) : '', operator.contact]
      .filter((line) => line !== '')
      .map(pdfSafeText);
    lines.forEach((line, index) => {
      this.pdf.text(line, PAGE.margin, this.y + 9 + index * lineHeight(8.5));
    });
    this.y += 9 + lines.length * lineHeight(8.5);
    this.pdf.setDrawColor(180);
    this.pdf.line(PAGE.margin, this.y, PAGE.width - PAGE.margin, this.y);
    this.y += 6;
  }

  private title(): void {
    this.font(18, 'bold');
    for (const line of this.wrap(this.document.title, CONTENT_WIDTH)) {
      this.room(lineHeight(18));
      this.pdf.text(line, PAGE.margin, this.y + 5);
      this.y += lineHeight(18);
    }
    if (this.document.subtitle) {
      this.font(10, 'normal', true);
      for (const line of this.wrap(this.document.subtitle, CONTENT_WIDTH)) {
        this.pdf.text(line, PAGE.margin, this.y + 4);
        this.y += lineHeight(10);
      }
    }
    this.y += 3;
  }

  private lines(lines: readonly string[], x: number, points: number): void {
    for (const line of lines) {
      this.room(lineHeight(points));
      this.pdf.text(line, x, this.y + points * MM_PER_PT);
      this.y += lineHeight(points);
    }
  }

  private block(block: DocumentBlock): void {
    switch (block.kind) {
      case 'heading':
        // A heading never ends a page: it moves on with its first line.
        this.room(lineHeight(13) + lineHeight(10) + 4);
        this.y += 3;
        this.font(13, 'bold');
        this.lines(this.wrap(block.text, CONTENT_WIDTH), PAGE.margin, 13);
        this.y += 1;
        return;
      case 'paragraph':
        this.font(10, 'normal', block.muted === true);
        this.lines(this.wrap(block.text, CONTENT_WIDTH), PAGE.margin, 10);
        this.y += 2;
        return;
      case 'list':
        this.font(10);
        for (const item of block.items) {
          const wrapped = this.wrap(item, CONTENT_WIDTH - 5);
          this.room(lineHeight(10));
          this.pdf.text('•', PAGE.margin + 1, this.y + 10 * MM_PER_PT);
          this.lines(wrapped, PAGE.margin + 5, 10);
        }
        this.y += 2;
        return;
      case 'rows':
        for (const [label, value] of block.rows) {
          this.font(10);
          const wrapped = this.wrap(value, CONTENT_WIDTH - LABEL_WIDTH);
          this.room(lineHeight(10));
          this.font(10, 'bold');
          this.pdf.text(this.wrap(label, LABEL_WIDTH - 3)[0] ?? '', PAGE.margin, this.y + 10 * MM_PER_PT);
          this.font(10);
          this.lines(wrapped, PAGE.margin + LABEL_WIDTH, 10);
        }
        this.y += 2;
        return;
      case 'table':
        this.table(block);
        return;
    }
  }

  private tableRow(
    cells: readonly string[],
    columns: Extract<DocumentBlock, { kind: 'table' }>['columns'],
    style: 'normal' | 'bold',
  ): void {
    this.font(10, style);
    const wrapped = columns.map((column, index) => this.wrap(cells[index] ?? '', column.width - 2));
    const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * lineHeight(10);
    this.room(height);
    let x = PAGE.margin;
    columns.forEach((column, index) => {
      (wrapped[index] ?? []).forEach((line, at) => {
        const baseline = this.y + 10 * MM_PER_PT + at * lineHeight(10);
        if (column.align === 'right') this.pdf.text(line, x + column.width - this.width(line), baseline);
        else this.pdf.text(line, x, baseline);
      });
      x += column.width;
    });
    this.y += height + 1;
  }

  private table(block: Extract<DocumentBlock, { kind: 'table' }>): void {
    this.tableRow(
      block.columns.map((column) => column.title),
      block.columns,
      'bold',
    );
    for (const row of block.rows) this.tableRow(row, block.columns, 'normal');
    if (block.footer) {
      this.room(lineHeight(10) + 2);
      this.pdf.setDrawColor(120);
      this.pdf.line(PAGE.margin, this.y, PAGE.margin + CONTENT_WIDTH, this.y);
      this.y += 1.5;
      this.tableRow(block.footer, block.columns, 'bold');
    }
    this.y += 2;
  }

  private pageNumbers(): void {
    const pages = this.pdf.getNumberOfPages();
    for (let page = 1; page <= pages; page += 1) {
      this.pdf.setPage(page);
      this.font(8.5, 'normal', true);
      this.pdf.text(
        pdfSafeText(this.words.pageOf(page, pages)),
        PAGE.width - PAGE.margin,
        PAGE.height - PAGE.margin + 4,
        {
          align: 'right',
        },
      );
    }
  }
}

/** The document as PDF bytes. */
export async function renderPdf(document: PrintedDocument): Promise<Uint8Array> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  pdf.setProperties({
    title: pdfSafeText(document.title),
    author: pdfSafeText(document.operator.name),
    creator: pdfSafeText(document.operator.name),
  });
  pdf.setLanguage(LANGUAGE_LOCALES[(document.language ?? ENGLISH_DOCUMENTS).language] as 'en-US');
  new PdfWriter(pdf, document).draw();
  return new Uint8Array(pdf.output('arraybuffer'));
}
