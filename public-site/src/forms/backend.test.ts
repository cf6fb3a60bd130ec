import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedPrice, requestBooking, sendContactMessage } from './backend.ts';

const sent: { method: string; args: unknown[] }[] = [];
vi.mock('@safari/shared-domain', () => ({
  getSupabase: async () => ({
    rpc: (...args: unknown[]) => {
      sent.push({ method: 'rpc', args });
      return {
        maybeSingle: async () => ({
          data: { reference: 'TZ-ABCDEF', amount: 100, status: 'pending' },
          error: null,
        }),
      };
    },
    from: (table: string) => ({
      insert: async (row: unknown) => {
        sent.push({ method: 'insert', args: [table, row] });
        return { error: null };
      },
    }),
  }),
}));

describe('the page’s language travels with a request (issue 41)', () => {
  afterEach(() => {
    sent.length = 0;
    window.history.replaceState(null, '', '/');
  });

  it('a booking request from a French page is sent as French', async () => {
    window.history.replaceState(null, '', '/fr/tour/serengeti-migration');
    await requestBooking({ customer_name: 'Jeanne' } as never, 'key-1');
    expect(sent[0]?.args[1]).toMatchObject({
      request_key: 'key-1',
      booking: { customer_name: 'Jeanne', language: 'fr' },
    });
  });

  it('a contact message from a German page is sent as German, and from an English page as English', async () => {
    window.history.replaceState(null, '', '/de/contact');
    await sendContactMessage(
      { name: 'Hans', phone: '+49 1', email: 'h@example.com', message: 'Hallo' },
      'key-2',
    );
    window.history.replaceState(null, '', '/contact');
    await sendContactMessage({ name: 'Ann', phone: '+1 1', email: 'a@example.com', message: 'Hi' }, 'key-3');
    expect(sent.map((call) => (call.args[1] as { language: string }).language)).toEqual(['de', 'en']);
  });
});

describe("the database's answer to a request priced on an outdated page (decision 208)", () => {
  it('is the new total the refusal carries', () => {
    expect(changedPrice({ code: 'PT409', message: 'The price has changed…', details: '3000.00' })).toBe(3000);
    expect(changedPrice({ code: 'PT409', details: '2468.5' })).toBe(2468.5);
  });

  it('is nothing for any other refusal, or one without a readable total', () => {
    expect(changedPrice({ code: '23514', details: '3000.00' })).toBeNull();
    expect(changedPrice({ code: 'PT429', details: null })).toBeNull();
    expect(changedPrice({ code: 'PT409', details: '' })).toBeNull();
    expect(changedPrice({ code: 'PT409', details: 'soon' })).toBeNull();
    expect(changedPrice(new TypeError('Failed to fetch'))).toBeNull();
    expect(changedPrice(null)).toBeNull();
  });
});
