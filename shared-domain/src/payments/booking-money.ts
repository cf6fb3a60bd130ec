import { z } from 'zod';
import { isCalendarDate } from '../dates/calendar-date.ts';
import { centsFromDecimalText, decimalTextFromCents } from '../pricing/cents.ts';
import type { SafariSupabaseClient } from '../supabase/client.ts';
import type { InstalmentKind, InstalmentState, InvoiceStatus } from './payment-labels.ts';
import type { PaymentForm, PaymentKind, PaymentMethod } from './payment-schema.ts';

// One booking's money as staff and its traveller read it (decision 186): the figures the database
// computed, amounts as exact cents (every amount is selected as text). Row level security decides
// who reads what: staff every booking, a traveller their own.

const cents = z.string().transform(centsFromDecimalText);
const optionalCents = z
  .string()
  .nullable()
  .transform((text) => (text === null ? null : centsFromDecimalText(text)));
const day = z.string().refine(isCalendarDate);

const statusRow = z.object({
  total: cents,
  paid: cents,
  balance: cents,
  due_now: cents,
  overdue: cents,
  next_due_on: day.nullable(),
  next_due_amount: optionalCents,
});

const instalmentRow = z.object({
  id: z.string(),
  position: z.number(),
  kind: z.enum(['deposit', 'balance', 'full']),
  amount: cents,
  due_on: day,
  paid_toward: cents,
  remaining: cents,
  state: z.enum(['paid', 'overdue', 'part_paid', 'due', 'upcoming']),
});

const paymentRow = z.object({
  id: z.string(),
  kind: z.enum(['payment', 'refund']),
  amount: cents,
  received_on: day,
  method: z.enum(['bank_transfer', 'mobile_money', 'card', 'cash']),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  document_number: z.string(),
  recorded_at: z.string(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
});

const invoiceRow = z.object({
  id: z.string(),
  number: z.string(),
  issued_on: day,
  total: cents,
  status: z.enum(['sent', 'partially_paid', 'paid', 'overdue', 'cancelled']),
});

export interface MoneyStatus {
  readonly totalCents: number;
  readonly paidCents: number;
  readonly balanceCents: number;
  /** Due by today and not yet covered. */
  readonly dueNowCents: number;
  /** Due before today and not yet covered. */
  readonly overdueCents: number;
  readonly nextDueOn: string | null;
  readonly nextDueCents: number | null;
}

export interface Instalment {
  readonly id: string;
  readonly position: number;
  readonly kind: InstalmentKind;
  readonly amountCents: number;
  readonly dueOn: string;
  readonly paidCents: number;
  readonly remainingCents: number;
  readonly state: InstalmentState;
}

export interface RecordedPayment {
  readonly id: string;
  readonly kind: PaymentKind;
  readonly amountCents: number;
  readonly receivedOn: string;
  readonly method: PaymentMethod;
  readonly reference: string | null;
  readonly note: string | null;
  /** The receipt's number (RCT-…), or the refund's (RFD-…). */
  readonly documentNumber: string;
  readonly recordedAt: string;
  readonly voidedAt: string | null;
  readonly voidReason: string | null;
}

export interface InvoiceSummary {
  readonly id: string;
  readonly number: string;
  readonly issuedOn: string;
  readonly totalCents: number;
  readonly status: InvoiceStatus;
}

export interface BookingMoney {
  readonly status: MoneyStatus;
  /** The current schedule, first due first; empty when there is none. */
  readonly instalments: readonly Instalment[];
  /** Payments and refunds, oldest first, voided ones included (marked). */
  readonly payments: readonly RecordedPayment[];
  /** Invoices, the one in force last. */
  readonly invoices: readonly InvoiceSummary[];
}

function rows<T extends z.ZodType>(schema: T, data: unknown, what: string): z.output<T>[] {
  const parsed = z.array(schema).safeParse(data);
  if (!parsed.success) throw new Error(`The ${what} could not be read: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** The booking's money now, in four reads at once. */
export async function fetchBookingMoney(
  supabase: SafariSupabaseClient,
  bookingId: string,
): Promise<BookingMoney> {
  const [status, instalments, payments, invoices] = await Promise.all([
    supabase
      .from('booking_payment_status')
      .select(
        'total::text, paid::text, balance::text, due_now::text, overdue::text, next_due_on, next_due_amount::text',
      )
      .eq('booking_id', bookingId),
    supabase
      .from('payment_instalment_status')
      .select('id, position, kind, amount::text, due_on, paid_toward::text, remaining::text, state')
      .eq('booking_id', bookingId)
      .order('position'),
    supabase
      .from('payments')
      .select(
        'id, kind, amount::text, received_on, method, reference, note, document_number, recorded_at, voided_at, void_reason',
      )
      .eq('booking_id', bookingId)
      .order('recorded_at'),
    supabase
      .from('invoice_status')
      .select('id, number, issued_on, total::text, status')
      .eq('booking_id', bookingId)
      .order('issued_on')
      .order('number'),
  ]);
  for (const answer of [status, instalments, payments, invoices]) if (answer.error) throw answer.error;
  const [figures] = rows(statusRow, status.data, 'payment status');
  if (!figures) throw new Error('No such booking');
  return {
    status: {
      totalCents: figures.total,
      paidCents: figures.paid,
      balanceCents: figures.balance,
      dueNowCents: figures.due_now,
      overdueCents: figures.overdue,
      nextDueOn: figures.next_due_on,
      nextDueCents: figures.next_due_amount,
    },
    instalments: rows(instalmentRow, instalments.data, 'payment schedule').map((row) => ({
      id: row.id,
      position: row.position,
      kind: row.kind,
      amountCents: row.amount,
      dueOn: row.due_on,
      paidCents: row.paid_toward,
      remainingCents: row.remaining,
      state: row.state,
    })),
    payments: rows(paymentRow, payments.data, 'payments').map((row) => ({
      id: row.id,
      kind: row.kind,
      amountCents: row.amount,
      receivedOn: row.received_on,
      method: row.method,
      reference: row.reference,
      note: row.note,
      documentNumber: row.document_number,
      recordedAt: row.recorded_at,
      voidedAt: row.voided_at,
      voidReason: row.void_reason,
    })),
    invoices: rows(invoiceRow, invoices.data, 'invoices').map((row) => ({
      id: row.id,
      number: row.number,
      issuedOn: row.issued_on,
      totalCents: row.total,
      status: row.status,
    })),
  };
}

/** What the database said when it refused, or a plain fallback. */
function refusal(error: { message?: unknown }, fallback: string): Error {
  return new Error(typeof error.message === 'string' && error.message !== '' ? error.message : fallback);
}

/** Staff record a payment or refund; answers its receipt number. `requestKey` makes a resend a no-op. */
export async function recordPayment(
  supabase: SafariSupabaseClient,
  bookingId: string,
  form: PaymentForm,
  requestKey: string,
): Promise<{ documentNumber: string }> {
  const { data, error } = await supabase
    .rpc('admin_record_payment', {
      booking_id: bookingId,
      kind: form.kind,
      // Exact decimal text: PostgREST hands it to numeric without passing through a float.
      amount: decimalTextFromCents(form.amount) as unknown as number,
      received_on: form.receivedOn,
      method: form.method,
      ...(form.reference ? { reference: form.reference } : {}),
      ...(form.note ? { note: form.note } : {}),
      request_key: requestKey,
    })
    .select('document_number')
    .single();
  if (error) throw refusal(error, 'The payment could not be recorded.');
  return { documentNumber: (data as { document_number: string }).document_number };
}

/** Staff void a mistaken payment or refund, saying why. */
export async function voidPayment(
  supabase: SafariSupabaseClient,
  paymentId: string,
  reason: string,
): Promise<void> {
  const { error } = await supabase.rpc('admin_void_payment', { payment_id: paymentId, reason });
  if (error) throw refusal(error, 'The payment could not be voided.');
}

/** Staff make (or remake) the schedule of a booking confirmed without a proposal. */
export async function makePaymentSchedule(
  supabase: SafariSupabaseClient,
  bookingId: string,
  terms: { depositPercent: number; depositDueDays: number; balanceDaysBeforeStart: number },
): Promise<void> {
  const { error } = await supabase.rpc('admin_make_payment_schedule', {
    booking_id: bookingId,
    deposit_percent: terms.depositPercent,
    deposit_due_days: terms.depositDueDays,
    balance_days_before: terms.balanceDaysBeforeStart,
  });
  if (error) throw refusal(error, 'The schedule could not be made.');
}
