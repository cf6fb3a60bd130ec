import { describe, expect, it } from 'vitest';
import { canQuote, isEstimate, parseQuote, priceLabel } from './booking-price.ts';

describe('estimate or price (decision 136)', () => {
  const custom = {
    tour_slug: null,
    quoted_amount: null,
    accepted_proposal_version_id: null,
    status: 'pending',
  } as const;
  it('a custom request is an estimate until quoted; a tour booking has its price', () => {
    expect(isEstimate(custom)).toBe(true);
    expect(priceLabel(custom)).toBe('Estimated total');
    expect(isEstimate({ ...custom, quoted_amount: 7450 })).toBe(false);
    expect(priceLabel({ ...custom, quoted_amount: 7450 })).toBe('Quoted price');
    expect(isEstimate({ ...custom, tour_slug: 'living-among-lions' })).toBe(false);
    expect(priceLabel({ ...custom, tour_slug: 'living-among-lions' })).toBe('Price');
  });
  it('an accepted proposal’s total is the price, and takes no quote over it (issue 37)', () => {
    const accepted = { ...custom, accepted_proposal_version_id: 'v2', status: 'confirmed' } as const;
    expect(isEstimate(accepted)).toBe(false);
    expect(priceLabel(accepted)).toBe('Price (accepted proposal)');
    expect(canQuote(accepted)).toBe(false);
  });
  it('only custom requests still open take a quote', () => {
    expect(canQuote(custom)).toBe(true);
    expect(canQuote({ ...custom, status: 'cancelled' })).toBe(false);
    expect(canQuote({ ...custom, tour_slug: 'living-among-lions' })).toBe(false);
  });
  it('reads a typed price, and says what is wrong with a bad one', () => {
    expect(parseQuote(' $7,450.50 ')).toEqual({ amount: 7450.5 });
    expect(parseQuote('7450')).toEqual({ amount: 7450 });
    expect(parseQuote('')).toEqual({ error: 'Enter the price in US dollars.' });
    expect(parseQuote('12.345')).toEqual({ error: 'Enter a price such as 7450 or 7450.50.' });
    expect(parseQuote('-5')).toEqual({ error: 'Enter a price such as 7450 or 7450.50.' });
    expect(parseQuote('0')).toEqual({ error: 'The price must be more than $0.' });
    expect(parseQuote('99999999999')).toEqual({ error: 'That price is too large.' });
  });
});
