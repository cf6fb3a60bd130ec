import { describe, expect, it } from 'vitest';
import { requestRefusalToast } from './refusals.ts';
import { CONTACT_TOASTS } from './toasts.ts';

describe('requestRefusalToast', () => {
  it('names the rate limit in words a traveller can act on', () => {
    expect(requestRefusalToast({ code: 'PT429', message: 'whatever' }, CONTACT_TOASTS.failure)).toEqual({
      title: 'Too many requests',
      description: 'Too many requests from your connection; please try again in a few minutes.',
      destructive: true,
    });
  });

  it('shows a limit the database explains, keeping the form’s title', () => {
    expect(
      requestRefusalToast(
        { code: '23514', message: 'This tour takes at most 5 travellers' },
        CONTACT_TOASTS.failure,
      ),
    ).toEqual({ title: 'Error', description: 'This tour takes at most 5 travellers', destructive: true });
  });

  it('keeps the usual failure for a raw constraint name, another error or no error object', () => {
    const raw = { code: '23514', message: 'new row for relation "bookings" violates check constraint "x"' };
    expect(requestRefusalToast(raw, CONTACT_TOASTS.failure)).toBe(CONTACT_TOASTS.failure);
    expect(requestRefusalToast({ code: '08006' }, CONTACT_TOASTS.failure)).toBe(CONTACT_TOASTS.failure);
    expect(requestRefusalToast(new TypeError('Failed to fetch'), CONTACT_TOASTS.failure)).toBe(
      CONTACT_TOASTS.failure,
    );
  });
});
