import { describe, expect, it } from 'vitest';
import { fieldId, itemErrorMessage, listErrorMessage, overLimitMessage } from './form-errors.ts';

describe('form errors', () => {
  it('finds a list error on the list or under root', () => {
    expect(listErrorMessage({ message: 'Overview needs at least 1 item', type: 'too_small' })).toBe(
      'Overview needs at least 1 item',
    );
    expect(
      listErrorMessage({ root: { message: 'The itinerary needs one day for each of the 3 days' } }),
    ).toBe('The itinerary needs one day for each of the 3 days');
    expect(listErrorMessage(undefined)).toBeUndefined();
  });

  it("finds an item's error by index and nothing for the others", () => {
    const error = { 2: { message: 'Highlight is required' } };
    expect(itemErrorMessage(error, 2)).toBe('Highlight is required');
    expect(itemErrorMessage(error, 0)).toBeUndefined();
    expect(listErrorMessage(error)).toBeUndefined();
  });

  it('makes element ids from dotted names', () => {
    expect(fieldId('itinerary.0.title')).toBe('tour-itinerary-0-title');
  });

  it('says how far a text is over its limit, counting as the schema does', () => {
    expect(overLimitMessage('A'.repeat(2_000), 2_000)).toBeUndefined();
    // The schema trims before it counts: spaces around the text do not count.
    expect(overLimitMessage(`  ${'A'.repeat(2_000)}\n`, 2_000)).toBeUndefined();
    expect(overLimitMessage('A'.repeat(2_034), 2_000)).toBe(
      '2,034 characters: at most 2,000, so 34 too many',
    );
    expect(overLimitMessage('AB', 1)).toBe('2 characters: at most 1, so 1 too many');
  });
});
