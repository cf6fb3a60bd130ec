import type { PaymentKind, PaymentMethod } from './payment-schema.ts';

// The words staff and travellers read for the database's codes (decision 186).

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  mobile_money: 'Mobile money',
  card: 'Card',
  cash: 'Cash',
};

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = { payment: 'Payment', refund: 'Refund' };

export type InstalmentKind = 'deposit' | 'balance' | 'full';
export const INSTALMENT_KIND_LABELS: Record<InstalmentKind, string> = {
  deposit: 'Deposit',
  balance: 'Balance',
  full: 'Full payment',
};

export type InstalmentState = 'paid' | 'overdue' | 'part_paid' | 'due' | 'upcoming';
export const INSTALMENT_STATE_LABELS: Record<InstalmentState, string> = {
  paid: 'Paid',
  overdue: 'Overdue',
  part_paid: 'Part paid',
  due: 'Due today',
  upcoming: 'Upcoming',
};

export type InvoiceStatus = 'sent' | 'partially_paid' | 'paid' | 'overdue' | 'cancelled';
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  sent: 'Sent',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

/** A label for a code the database may grow; an unknown one shows as it is. */
export function labelOf<K extends string>(labels: Record<K, string>, code: string): string {
  return (labels as Record<string, string>)[code] ?? code;
}
