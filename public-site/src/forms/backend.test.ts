import { describe, expect, it } from 'vitest';
import { changedPrice } from './backend.ts';

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
