import type { Tables } from '@safari/shared-domain';

type Priced = Pick<Tables<'bookings'>, 'tour_slug' | 'quoted_amount' | 'accepted_proposal_version_id'>;

/**
 * A custom request's amount is an estimate until staff quote its price (decision 136) or the
 * traveller accepts a proposal, whose total it then is (issue 37).
 */
export function isEstimate(booking: Priced): boolean {
  return (
    booking.tour_slug === null &&
    booking.quoted_amount === null &&
    booking.accepted_proposal_version_id === null
  );
}

/** The amount that counts (the database's `price` column): the quoted price, else the amount. */
export function priceOf(booking: Pick<Tables<'bookings'>, 'amount' | 'quoted_amount'>): number {
  return booking.quoted_amount ?? booking.amount;
}

/**
 * Whether staff may quote this booking's price: a custom request that is not cancelled and whose
 * price is not an accepted proposal's total.
 */
export function canQuote(booking: Priced & Pick<Tables<'bookings'>, 'status'>): boolean {
  return (
    booking.tour_slug === null &&
    booking.status !== 'cancelled' &&
    booking.accepted_proposal_version_id === null
  );
}

/** What the admin calls the booking's money. */
export function priceLabel(booking: Priced): string {
  if (booking.accepted_proposal_version_id !== null) return 'Price (accepted proposal)';
  if (booking.tour_slug !== null) return 'Price';
  return booking.quoted_amount === null ? 'Estimated total' : 'Quoted price';
}

/**
 * The quote as typed ('7,450.50', '$7450.5') → dollars, or a message that says what is wrong. The
 * database checks the same again (private.quote_booking).
 */
export function parseQuote(text: string): { amount: number } | { error: string } {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (cleaned === '') return { error: 'Enter the price in US dollars.' };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { error: 'Enter a price such as 7450 or 7450.50.' };
  const amount = Number(cleaned);
  if (amount <= 0) return { error: 'The price must be more than $0.' };
  if (amount > 9_999_999_999.99) return { error: 'That price is too large.' };
  return { amount };
}
