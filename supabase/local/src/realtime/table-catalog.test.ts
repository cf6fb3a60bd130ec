import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './table-catalog.ts';

describe('TtlCache', () => {
  it('runs one load for a burst of misses on the same key', async () => {
    const cache = new TtlCache<number>(5000);
    let release: (n: number) => void = () => {};
    const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const answers = Array.from({ length: 100 }, () => cache.get('public.bookings', load));
    release(7);
    expect(await Promise.all(answers)).toEqual(Array(100).fill(7));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the answer has expired', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache<number>(5000);
      const load = vi.fn(async () => load.mock.calls.length);
      expect(await cache.get('k', load)).toBe(1);
      vi.advanceTimersByTime(4999);
      expect(await cache.get('k', load)).toBe(1);
      vi.advanceTimersByTime(1);
      expect(await cache.get('k', load)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed load: the next caller asks again', async () => {
    const cache = new TtlCache<number>(5000);
    await expect(cache.get('k', () => Promise.reject(new Error('connection lost')))).rejects.toThrow(
      'connection lost',
    );
    expect(await cache.get('k', async () => 3)).toBe(3);
  });

  it('holds at most its limit of keys however many names clients send', async () => {
    const cache = new TtlCache<boolean>(60_000, 50);
    for (let i = 0; i < 1000; i += 1) await cache.get(`public.no_such_table_${i}`, async () => false);
    expect(cache.size).toBeLessThanOrEqual(50);
    // The newest are the ones kept.
    const load = vi.fn(async () => true);
    expect(await cache.get('public.no_such_table_999', load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
