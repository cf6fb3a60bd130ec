import { z } from 'zod';
import { formatCalendarDate, isCalendarDate } from '../dates/calendar-date.ts';
import type { DocumentBlock, DocumentOperator, PrintedDocument } from '../documents/pdf-document.ts';
import { downloadPdf } from '../documents/pdf-download.ts';
import { centsFromDecimalText, formatCents } from '../pricing/cents.ts';
import type { SafariSupabaseClient } from '../supabase/client.ts';
import type { MoneyStatus, RecordedPayment } from './booking-money.ts';
import {
  INSTALMENT_KIND_LABELS,
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
  labelOf,
  PAYMENT_METHOD_LABELS,
} from './payment-labels.ts';

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

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function howToPay(issuer: DocumentIssuer, reference: string): DocumentBlock[] {
  const ways = [
    issuer.paymentInstructions?.bankTransfer
      ? `Bank transfer: ${issuer.paymentInstructions.bankTransfer}`
      : null,
    issuer.paymentInstructions?.mobileMoney
      ? `Mobile money: ${issuer.paymentInstructions.mobileMoney}`
      : null,
  ].filter((way) => way !== null);
  return [
    { kind: 'heading', text: 'How to pay' },
    {
      kind: 'paragraph',
      text:
        ways.length > 0
          ? ways.join('\n')
          : `Please call ${issuer.phone} or write to ${issuer.email} for the payment details.`,
    },
    {
      kind: 'paragraph',
      text: `Please quote booking reference ${reference} with each payment.`,
      muted: true,
    },
  ];
}

/** An invoice: who, what, the schedule and the total; its state today beside it. */
export function invoiceDocument(
  invoice: InvoiceForPrint,
  booking: { reference: string; status: MoneyStatus; invoiceStatus: InvoiceStatus },
  issuer: DocumentIssuer,
): PrintedDocument {
  const dates =
    invoice.endDate && invoice.endDate !== invoice.startDate
      ? `${formatCalendarDate(invoice.startDate)} to ${formatCalendarDate(invoice.endDate)}`
      : formatCalendarDate(invoice.startDate);
  const travellers = [
    plural(invoice.adults, 'adult'),
    ...(invoice.youths > 0 ? [plural(invoice.youths, 'youth')] : []),
  ];
  const { status } = booking;
  return {
    title: `Invoice ${invoice.number}`,
    subtitle: `Booking ${booking.reference}, issued ${formatCalendarDate(invoice.issuedOn)}`,
    operator: printedOperator(issuer),
    blocks: [
      ...(invoice.cancelled
        ? [
            {
              kind: 'paragraph' as const,
              text: 'Cancelled: a later invoice for this booking replaces this one.',
            },
          ]
        : []),
      {
        kind: 'rows',
        rows: [
          ['Billed to', `${invoice.customerName}\n${invoice.customerEmail}`],
          ['Trip', invoice.trip],
          ['Dates', dates],
          ['Travellers', travellers.join(', ')],
        ],
      },
      { kind: 'heading', text: 'Payment schedule' },
      {
        kind: 'table',
        columns: [
          { title: 'Part', width: 60 },
          { title: 'Due by', width: 60 },
          { title: 'Amount (US dollars)', width: 54, align: 'right' },
        ],
        rows: invoice.instalments.map((part) => [
          labelOf(INSTALMENT_KIND_LABELS, part.kind),
          formatCalendarDate(part.dueOn),
          formatCents(part.amountCents),
        ]),
        footer: ['Total', '', formatCents(invoice.totalCents)],
      },
      ...(invoice.cancelled
        ? []
        : [
            {
              kind: 'rows' as const,
              rows: [
                ['Status', labelOf(INVOICE_STATUS_LABELS, booking.invoiceStatus)],
                ['Paid to date', formatCents(status.paidCents)],
                ['Still to pay', formatCents(Math.max(status.balanceCents, 0))],
              ] as const,
            },
            ...(status.balanceCents > 0 ? howToPay(issuer, booking.reference) : []),
          ]),
    ],
  };
}

/** A receipt for money received, or a note of money refunded. */
export function receiptDocument(
  payment: RecordedPayment,
  booking: { reference: string; customerName: string; trip: string },
  issuer: DocumentIssuer,
): PrintedDocument {
  const refund = payment.kind === 'refund';
  return {
    title: `${refund ? 'Refund note' : 'Receipt'} ${payment.documentNumber}`,
    subtitle: `Booking ${booking.reference}`,
    operator: printedOperator(issuer),
    blocks: [
      ...(payment.voidedAt
        ? [
            {
              kind: 'paragraph' as const,
              text: `Void: ${payment.voidReason ?? 'recorded in error'}. It counts for nothing.`,
            },
          ]
        : []),
      {
        kind: 'rows',
        rows: [
          [refund ? 'Refunded to' : 'Received from', booking.customerName],
          ['Amount', `${formatCents(payment.amountCents)} (US dollars)`],
          ['Date', formatCalendarDate(payment.receivedOn)],
          [
            'Method',
            `${labelOf(PAYMENT_METHOD_LABELS, payment.method)}${payment.reference ? `, reference ${payment.reference}` : ''}`,
          ],
          ['For', booking.trip],
          ...(payment.note ? [['Note', payment.note] as const] : []),
        ],
      },
      {
        kind: 'paragraph',
        text: refund
          ? `We have refunded ${formatCents(payment.amountCents)} to you for booking ${booking.reference}.`
          : `Thank you: we received ${formatCents(payment.amountCents)} for booking ${booking.reference}.`,
      },
    ],
  };
}

/** 'Invoice-INV-2027-0001.pdf', 'Receipt-RCT-2027-0003.pdf'. */
export function paymentDocumentFileName(kind: 'Invoice' | 'Receipt' | 'Refund', number: string): string {
  return `${kind}-${number}.pdf`;
}

/** The invoice in force or an earlier one, as a PDF download, with the booking's state today. */
export async function downloadInvoicePdf(
  supabase: SafariSupabaseClient,
  invoice: { id: string; number: string; status: InvoiceStatus },
  booking: { reference: string; status: MoneyStatus },
  issuer: DocumentIssuer,
): Promise<void> {
  const printed = invoiceDocument(
    await fetchInvoiceForPrint(supabase, invoice.id),
    { reference: booking.reference, status: booking.status, invoiceStatus: invoice.status },
    issuer,
  );
  await downloadPdf(printed, paymentDocumentFileName('Invoice', invoice.number));
}

/** A payment's receipt (or a refund's note) as a PDF download. */
export async function downloadReceiptPdf(
  payment: RecordedPayment,
  booking: { reference: string; customerName: string; trip: string },
  issuer: DocumentIssuer,
): Promise<void> {
  await downloadPdf(
    receiptDocument(payment, booking, issuer),
    paymentDocumentFileName(payment.kind === 'refund' ? 'Refund' : 'Receipt', payment.documentNumber),
  );
}
