// `@safari/shared-domain/payments` (issue 37, decisions 185-187): a booking's schedule, payments,
// invoices and what is paid, due and overdue; the staff's payment forms. Loaded by the admin's
// booking details and /my-bookings only.

export {
  type BookingMoney,
  fetchBookingMoney,
  type Instalment,
  type InvoiceSummary,
  type MoneyStatus,
  makePaymentSchedule,
  type RecordedPayment,
  recordPayment,
  voidPayment,
} from './payments/booking-money.ts';
export {
  type DocumentIssuer,
  downloadInvoicePdf,
  downloadReceiptPdf,
  invoiceDocument,
  receiptDocument,
} from './payments/payment-documents.ts';
export {
  INSTALMENT_KIND_LABELS,
  INSTALMENT_STATE_LABELS,
  INVOICE_STATUS_LABELS,
  type InstalmentKind,
  type InstalmentState,
  type InvoiceStatus,
  labelOf,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
} from './payments/payment-labels.ts';
export {
  amountInCents,
  PAYMENT_KINDS,
  PAYMENT_LIMITS,
  PAYMENT_METHODS,
  type PaymentForm,
  type PaymentFormInput,
  type PaymentKind,
  type PaymentMethod,
  paymentFormSchema,
  type ScheduleTermsInput,
  scheduleTermsSchema,
  voidReasonSchema,
} from './payments/payment-schema.ts';
export { centsFromDecimalText, decimalTextFromCents, formatCents } from './pricing/cents.ts';
