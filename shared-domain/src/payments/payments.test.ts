import { describe, expect, it } from 'vitest';
import { centsFromDecimalText, decimalTextFromCents, formatCents } from '../pricing/cents.ts';
import { paymentFormSchema, scheduleTermsSchema, voidReasonSchema } from './payment-schema.ts';

// The office's day is 2027-01-10 (21:30 UTC on the 9th is already the 10th in Arusha).
const clock = () => new Date('2027-01-09T21:30:00Z');
const schema = paymentFormSchema(clock);
const form = {
  kind: 'payment',
  amount: '1,500.50',
  receivedOn: '2027-01-10',
  method: 'bank_transfer',
  reference: '',
  note: '  ',
};
const problems = (input: object) =>
  schema
    .safeParse({ ...form, ...input })
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('money in cents', () => {
  it('reads the database’s decimal text exactly and writes it back', () => {
    expect(centsFromDecimalText('6450.50')).toBe(645050);
    expect(centsFromDecimalText('12')).toBe(1200);
    expect(centsFromDecimalText('-3.5')).toBe(-350);
    expect(centsFromDecimalText('9999999999.99')).toBe(999_999_999_999);
    expect(decimalTextFromCents(645050)).toBe('6450.50');
    expect(decimalTextFromCents(7)).toBe('0.07');
    expect(decimalTextFromCents(-350)).toBe('-3.50');
    expect(() => centsFromDecimalText('1.005')).toThrow();
    expect(() => centsFromDecimalText('1e3')).toThrow();
    expect(() => decimalTextFromCents(0.5)).toThrow();
  });

  it('adds up where floats would not: 0.10 + 0.20 is 0.30', () => {
    expect(formatCents(centsFromDecimalText('0.10') + centsFromDecimalText('0.20'))).toBe('$0.30');
  });

  it('shows dollars with cents and thousands', () => {
    expect(formatCents(645050)).toBe('$6,450.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-2000)).toBe('-$20.00');
    expect(formatCents(999_999_999_999)).toBe('$9,999,999,999.99');
  });
});

describe('the payment form', () => {
  it('takes an amount as staff type it, in exact cents, and drops empty optional text', () => {
    expect(schema.parse(form)).toEqual({
      kind: 'payment',
      amount: 150050,
      receivedOn: '2027-01-10',
      method: 'bank_transfer',
      reference: undefined,
      note: undefined,
    });
    expect(schema.parse({ ...form, amount: '$20', reference: ' FT-1 ' })).toMatchObject({
      amount: 2000,
      reference: 'FT-1',
    });
  });

  it('says what is wrong with an amount', () => {
    expect(problems({ amount: '' })).toEqual(['amount: Enter the amount in US dollars.']);
    expect(problems({ amount: '10.005' })).toEqual(['amount: Enter an amount such as 1500 or 1500.50.']);
    expect(problems({ amount: '-5' })).toEqual(['amount: Enter an amount such as 1500 or 1500.50.']);
    expect(problems({ amount: '0.00' })).toEqual(['amount: The amount must be more than $0.']);
    expect(problems({ amount: '10000000000' })).toEqual(['amount: That amount is too large.']);
  });

  it('refuses a day in the office’s future, and a day that is not one', () => {
    expect(problems({ receivedOn: '2027-01-11' })).toEqual([
      'receivedOn: The day the money arrived cannot be in the future.',
    ]);
    expect(problems({ receivedOn: '10/01/2027' })?.[0]).toBe('receivedOn: Enter the day the money arrived.');
  });

  it('wants mobile money’s transaction reference, and limits the texts as the database does', () => {
    expect(problems({ method: 'mobile_money' })).toEqual([
      'reference: A mobile money payment needs its transaction reference.',
    ]);
    expect(problems({ method: 'mobile_money', reference: 'QK73H2' })).toBeUndefined();
    expect(problems({ reference: 'x'.repeat(101) })).toEqual([
      'reference: The reference may have at most 100 characters.',
    ]);
    expect(problems({ note: 'x'.repeat(1001) })).toEqual([
      'note: The note may have at most 1000 characters.',
    ]);
    expect(problems({ method: 'cheque' })).toEqual(['method: Choose how it was paid.']);
  });
});

describe('schedule terms and void reasons', () => {
  it('takes whole numbers within the database’s ranges', () => {
    expect(
      scheduleTermsSchema.parse({ depositPercent: '30', depositDueDays: '7', balanceDaysBeforeStart: '60' }),
    ).toEqual({ depositPercent: 30, depositDueDays: 7, balanceDaysBeforeStart: 60 });
    const refused = scheduleTermsSchema.safeParse({
      depositPercent: '101',
      depositDueDays: '2.5',
      balanceDaysBeforeStart: '400',
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'The deposit: at most 100.',
      'Days to pay the deposit: a whole number.',
      'Days before the trip for the balance: at most 365.',
    ]);
  });

  it('needs a reason to void', () => {
    expect(voidReasonSchema.safeParse('   ').success).toBe(false);
    expect(voidReasonSchema.parse(' Entered twice ')).toBe('Entered twice');
  });
});
