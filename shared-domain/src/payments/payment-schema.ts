import { z } from 'zod';
import { type Clock, isCalendarDate, operatorToday, systemClock } from '../dates/calendar-date.ts';

// The staff's payment forms (decision 186): one schema each, used by the admin's forms and the
// tests; the database refuses the same things again (private.record_payment, void_payment,
// make_payment_schedule) and what only it can know (more than is still to pay, say).

export const PAYMENT_METHODS = ['bank_transfer', 'mobile_money', 'card', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_LIMITS = {
  referenceMaxLength: 100,
  noteMaxLength: 1000,
  voidReasonMaxLength: 500,
  /** numeric(12, 2): $9,999,999,999.99. */
  maxCents: 999_999_999_999,
  maxDays: 365,
} as const;

/** '1,500.5', '$1500.50', ' 20 ' → cents; anything else is refused with words staff can act on. */
export const amountInCents = z.string().transform((text, context) => {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (cleaned === '') {
    context.addIssue({ code: 'custom', message: 'Enter the amount in US dollars.' });
    return z.NEVER;
  }
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) {
    context.addIssue({ code: 'custom', message: 'Enter an amount such as 1500 or 1500.50.' });
    return z.NEVER;
  }
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents <= 0) {
    context.addIssue({ code: 'custom', message: 'The amount must be more than $0.' });
    return z.NEVER;
  }
  if (cents > PAYMENT_LIMITS.maxCents) {
    context.addIssue({ code: 'custom', message: 'That amount is too large.' });
    return z.NEVER;
  }
  return cents;
});

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} may have at most ${max} characters.`)
    .transform((text) => (text === '' ? undefined : text));

/** The payment form; `clock` is the office's (tests fix it). */
export function paymentFormSchema(clock: Clock = systemClock) {
  return z
    .object({
      kind: z.enum(PAYMENT_KINDS, 'Say whether money came in or went back.'),
      amount: amountInCents,
      receivedOn: z
        .string()
        .refine(isCalendarDate, 'Enter the day the money arrived.')
        .refine((day) => day <= operatorToday(clock), 'The day the money arrived cannot be in the future.'),
      method: z.enum(PAYMENT_METHODS, 'Choose how it was paid.'),
      reference: optionalText(PAYMENT_LIMITS.referenceMaxLength, 'The reference'),
      note: optionalText(PAYMENT_LIMITS.noteMaxLength, 'The note'),
    })
    .superRefine((form, context) => {
      if (form.method === 'mobile_money' && form.reference === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['reference'],
          message: 'A mobile money payment needs its transaction reference.',
        });
      }
    });
}
export type PaymentFormInput = z.input<ReturnType<typeof paymentFormSchema>>;
export type PaymentForm = z.output<ReturnType<typeof paymentFormSchema>>;

const wholeNumber = (label: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, `${label}: a whole number.`)
    .transform(Number)
    .refine((value) => value <= max, `${label}: at most ${max}.`);

/** Staff's terms for a booking confirmed without a proposal. */
export const scheduleTermsSchema = z.object({
  depositPercent: wholeNumber('The deposit', 100),
  depositDueDays: wholeNumber('Days to pay the deposit', PAYMENT_LIMITS.maxDays),
  balanceDaysBeforeStart: wholeNumber('Days before the trip for the balance', PAYMENT_LIMITS.maxDays),
});
export type ScheduleTermsInput = z.input<typeof scheduleTermsSchema>;

/** Why a payment is void. */
export const voidReasonSchema = z
  .string()
  .trim()
  .min(1, 'Say why the payment is void.')
  .max(PAYMENT_LIMITS.voidReasonMaxLength, `At most ${PAYMENT_LIMITS.voidReasonMaxLength} characters.`);
