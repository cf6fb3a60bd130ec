// All prices are whole US dollars (docs/product.md §13). Formatting is fixed to en-US so that server,
// browser and tests agree whatever the visitor's locale.
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Prices on cards and tour pages: '$2,970'. */
export function formatUsd(amount: number): string {
  return wholeDollars.format(amount);
}

/** The booking card's line: 'From $2,266 per person'. */
export function fromPricePerPersonText(amount: number): string {
  return `From ${formatUsd(amount)} per person`;
}

/** Amounts in the admin dashboard: '$1,234.00'. */
export function formatAdminAmount(amount: number): string {
  return dollarsAndCents.format(amount);
}
