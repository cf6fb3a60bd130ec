import { describe, expect, it } from 'vitest';
import { fieldId, itemErrorMessage, listErrorMessage } from './form-errors.ts';

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
});
