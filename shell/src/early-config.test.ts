import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_URL, requestConfigEarly, takeEarlyConfigRequest } from './early-config.ts';

describe('the early /config.json request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is made once by the first script, unstored by the browser, and taken once by the bootstrap', async () => {
    const answer = new Response('{}');
    const fetched = vi.fn(async () => answer);
    vi.stubGlobal('fetch', fetched);
    const page = {};
    requestConfigEarly(page);
    expect(fetched).toHaveBeenCalledWith(CONFIG_URL, { cache: 'no-store' });
    await expect(takeEarlyConfigRequest(page)).resolves.toBe(answer);
    // A second start (after a failure) asks afresh rather than reusing a spent response.
    expect(takeEarlyConfigRequest(page)).toBeUndefined();
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('answers null when the request could not be made, so the bootstrap asks again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const page = {};
    requestConfigEarly(page);
    await expect(takeEarlyConfigRequest(page)).resolves.toBeNull();
  });

  it('is absent when no first script ran (the bootstrap fetches it itself)', () => {
    expect(takeEarlyConfigRequest({})).toBeUndefined();
  });
});
