// Apart from money.ts (whole-dollar prices, on every page's first load): only the pages that
// show exact amounts (payments, proposals) load these.
// Money that crosses from the database stays exact: amounts arrive as decimal text (a `::text`
// cast in the select) and are held as whole cents, never as fractions of a float (decision 186).

/** Exact cents of a decimal the database wrote as text ('6450.50', '12', '-3.5'). */
export function centsFromDecimalText(value: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new Error(`Not an amount: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new Error(`Amount out of range: ${value}`);
  return sign === '-' ? -cents : cents;
}

/** Cents as the database takes a numeric: 150050 → '1500.50'. */
export function decimalTextFromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Cents as the admin and the traveller's pages show them: '$1,500.50', '-$20.00'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  const dollars = Math.trunc(whole / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}
