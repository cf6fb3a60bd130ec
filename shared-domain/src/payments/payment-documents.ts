import { z } from 'zod';
import { isCalendarDate } from '../dates/calendar-date.ts';
import { documentLanguage, ENGLISH_DOCUMENTS } from '../documents/document-language.ts';
import type { DocumentLanguage } from '../documents/document-words.ts';
import type { DocumentBlock, DocumentOperator, PrintedDocument } from '../documents/pdf-document.ts';
import { downloadPdf } from '../documents/pdf-download.ts';
import type { Language } from '../i18n/languages.ts';
import { centsFromDecimalText } from '../pricing/cents.ts';
import type { SafariSupabaseClient } from '../supabase/client.ts';
import type { MoneyStatus, RecordedPayment } from './booking-money.ts';
import { type InvoiceStatus, labelOf } from './payment-labels.ts';

// Invoices and receipts as printed documents (decision 186): what the database issued, drawn by
// the same PDF writer as the proposal, with the operator's name and licence on every page.

/** The operator as the documents print it: from the site settings. */
export interface DocumentIssuer {
  readonly brandName: string;
  readonly licenceNumber?: string | undefined;
  readonly phone: string;
  readonly email: string;
  readonly streetAddress: string;
  readonly paymentInstructions?:
    | { readonly bankTransfer?: string; readonly mobileMoney?: string }
    | undefined;
}

export interface InvoiceForPrint {
  readonly number: string;
  readonly issuedOn: string;
  readonly totalCents: number;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly trip: string;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly adults: number;
  readonly youths: number;
  readonly instalments: readonly { kind: string; amountCents: number; dueOn: string }[];
  readonly cancelled: boolean;
}

const day = z.string().refine(isCalendarDate);
const invoiceRow = z.object({
  number: z.string(),
  issued_on: day,
  total: z.string().transform(centsFromDecimalText),
  customer_name: z.string(),
  customer_email: z.string(),
  trip: z.string(),
  start_date: day,
  end_date: day.nullable(),
  adults: z.number(),
  youths: z.number(),
  instalments: z.array(
    z.object({ kind: z.string(), amount: z.string().transform(centsFromDecimalText), due_on: day }),
  ),
  cancelled_at: z.string().nullable(),
});

/** One invoice as it was issued (staff read any, a traveller their own). */
async function fetchInvoiceForPrint(
  supabase: SafariSupabaseClient,
  invoiceId: string,
): Promise<InvoiceForPrint> {
  const { data, error } = await supabase
    .from('invoices')
    .select(
      'number, issued_on, total::text, customer_name, customer_email, trip, start_date, end_date, adults, youths, instalments, cancelled_at',
    )
    .eq('id', invoiceId)
    .single();
  if (error) throw error;
  const row = invoiceRow.parse(data);
  return {
    number: row.number,
    issuedOn: row.issued_on,
    totalCents: row.total,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    trip: row.trip,
    startDate: row.start_date,
    endDate: row.end_date,
    adults: row.adults,
    youths: row.youths,
    instalments: row.instalments.map((part) => ({
      kind: part.kind,
      amountCents: part.amount,
      dueOn: part.due_on,
    })),
    cancelled: row.cancelled_at !== null,
  };
}

function printedOperator(issuer: DocumentIssuer): DocumentOperator {
  return {
    name: issuer.brandName,
    licence: issuer.licenceNumber,
    contact: `${issuer.phone} · ${issuer.email} · ${issuer.streetAddress}`,
  };
}

function howToPay(issuer: DocumentIssuer, reference: string, { words }: DocumentLanguage): DocumentBlock[] {
  const ways = [
    issuer.paymentInstructions?.bankTransfer
      ? words.bankTransfer(issuer.paymentInstructions.bankTransfer)
      : null,
    issuer.paymentInstructions?.mobileMoney
      ? words.mobileMoney(issuer.paymentInstructions.mobileMoney)
      : null,
  ].filter((way) => way !== null);
  return [
    { kind: 'heading', text: words.howToPay },
    {
      kind: 'paragraph',
      text: ways.length > 0 ? ways.join('\n') : words.askForDetails(issuer.phone, issuer.email),
    },
    { kind: 'paragraph', text: words.quoteReference(reference), muted: true },
  ];
}

/**
 * An invoice: who, what, the schedule and the total; its state today beside it. In `language`'s
 * words, amounts and days (the admin's English unless a page in another language asks).
 */
export function invoiceDocument(
  invoice: InvoiceForPrint,
  booking: { reference: string; status: MoneyStatus; invoiceStatus: InvoiceStatus },
  issuer: DocumentIssuer,
  language: DocumentLanguage = ENGLISH_DOCUMENTS,
): PrintedDocument {
  const { words, money, day } = language;
  const dates =
    invoice.endDate && invoice.endDate !== invoice.startDate
      ? words.datesRange(day(invoice.startDate), day(invoice.endDate))
      : day(invoice.startDate);
  const { status } = booking;
  return {
    title: words.invoiceTitle(invoice.number),
    subtitle: words.invoiceSubtitle(booking.reference, day(invoice.issuedOn)),
    operator: printedOperator(issuer),
    language,
    blocks: [
      ...(invoice.cancelled ? [{ kind: 'paragraph' as const, text: words.invoiceCancelled }] : []),
      {
        kind: 'rows',
        rows: [
          [words.billedTo, `${invoice.customerName}\n${invoice.customerEmail}`],
          [words.trip, invoice.trip],
          [words.dates, dates],
          [words.travellers, words.party(invoice.adults, invoice.youths)],
        ],
      },
      { kind: 'heading', text: words.schedule },
      {
        kind: 'table',
        columns: [
          { title: words.part, width: 60 },
          { title: words.dueBy, width: 60 },
          { title: words.amountInDollars, width: 54, align: 'right' },
        ],
        rows: invoice.instalments.map((part) => [
          labelOf(words.instalmentKinds, part.kind),
          day(part.dueOn),
          money(part.amountCents),
        ]),
        footer: [words.total, '', money(invoice.totalCents)],
      },
      ...(invoice.cancelled
        ? []
        : [
            {
              kind: 'rows' as const,
              rows: [
                [words.status, labelOf(words.invoiceStatuses, booking.invoiceStatus)],
                [words.paidToDate, money(status.paidCents)],
                [words.stillToPay, money(Math.max(status.balanceCents, 0))],
              ] as const,
            },
            ...(status.balanceCents > 0 ? howToPay(issuer, booking.reference, language) : []),
          ]),
    ],
  };
}

/** A receipt for money received, or a note of money refunded, in `language` (English by default). */
export function receiptDocument(
  payment: RecordedPayment,
  booking: { reference: string; customerName: string; trip: string },
  issuer: DocumentIssuer,
  language: DocumentLanguage = ENGLISH_DOCUMENTS,
): PrintedDocument {
  const { words, money, day } = language;
  const refund = payment.kind === 'refund';
  const method = labelOf(words.methods, payment.method);
  return {
    title: refund ? words.refundTitle(payment.documentNumber) : words.receiptTitle(payment.documentNumber),
    subtitle: `${words.booking} ${booking.reference}`,
    operator: printedOperator(issuer),
    language,
    blocks: [
      ...(payment.voidedAt ? [{ kind: 'paragraph' as const, text: words.voided(payment.voidReason) }] : []),
      {
        kind: 'rows',
        rows: [
          [refund ? words.refundedTo : words.receivedFrom, booking.customerName],
          [words.amount, words.amountValue(money(payment.amountCents))],
          [words.date, day(payment.receivedOn)],
          [words.method, payment.reference ? words.methodWithReference(method, payment.reference) : method],
          [words.for, booking.trip],
          ...(payment.note ? [[words.note, payment.note] as const] : []),
        ],
      },
      {
        kind: 'paragraph',
        text: refund
          ? words.refunded(money(payment.amountCents), booking.reference)
          : words.received(money(payment.amountCents), booking.reference),
      },
    ],
  };
}

/** 'Invoice-INV-2027-0001.pdf', 'Receipt-RCT-2027-0003.pdf'. */
export function paymentDocumentFileName(kind: 'Invoice' | 'Receipt' | 'Refund', number: string): string {
  return `${kind}-${number}.pdf`;
}

/** The invoice in force or an earlier one, as a PDF download, with the booking's state today, in `language`. */
export async function downloadInvoicePdf(
  supabase: SafariSupabaseClient,
  invoice: { id: string; number: string; status: InvoiceStatus },
  booking: { reference: string; status: MoneyStatus },
  issuer: DocumentIssuer,
  language: Language = 'en',
): Promise<void> {
  const [issued, words] = await Promise.all([
    fetchInvoiceForPrint(supabase, invoice.id),
    documentLanguage(language),
  ]);
  const printed = invoiceDocument(
    issued,
    { reference: booking.reference, status: booking.status, invoiceStatus: invoice.status },
    issuer,
    words,
  );
  await downloadPdf(printed, paymentDocumentFileName('Invoice', invoice.number));
}

/** A payment's receipt (or a refund's note) as a PDF download, in `language`. */
export async function downloadReceiptPdf(
  payment: RecordedPayment,
  booking: { reference: string; customerName: string; trip: string },
  issuer: DocumentIssuer,
  language: Language = 'en',
): Promise<void> {
  await downloadPdf(
    receiptDocument(payment, booking, issuer, await documentLanguage(language)),
    paymentDocumentFileName(payment.kind === 'refund' ? 'Refund' : 'Receipt', payment.documentNumber),
  );
}
