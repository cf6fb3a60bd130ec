import { describe, expect, it, vi } from 'vitest';
import { PHOTOGRAPH_URL_SECONDS, photographUrlSigner, type SignedUrls } from './photograph-urls.ts';

const A = '0b6f3c2e-1d4a-4f8b-9c3e-5a7d2e1f0a9b.jpg';
const B = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f.png';
const GONE = 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70.jpg';

/** A stand-in for Storage's batch signing: every call's URLs carry a new token. */
function storage() {
  let calls = 0;
  const sign = vi.fn<SignedUrls>(async (keys) => {
    calls += 1;
    return {
      data: keys.map((key) =>
        key === GONE
          ? {
              path: key,
              signedUrl: null,
              error: 'Either the object does not exist or you do not have access to it',
            }
          : {
              path: key,
              signedUrl: `https://project.example/storage/v1/object/sign/photographs/${key}?token=${calls}`,
              error: null,
            },
      ),
      error: null,
    };
  });
  return { sign, signer: () => Promise.resolve(sign) };
}

describe("the admin's thumbnails of the private photographs bucket", () => {
  it('signs a whole list in one call, for an hour, and leaves out what Storage will not sign', async () => {
    const { sign, signer } = storage();
    const urls = await photographUrlSigner(signer)([
      { key: A, version: 'v1' },
      { key: B, version: 'v1' },
      { key: GONE, version: 'v1' },
    ]);
    expect(sign).toHaveBeenCalledTimes(1);
    expect(sign.mock.calls[0]).toEqual([[A, B, GONE], PHOTOGRAPH_URL_SECONDS]);
    expect(PHOTOGRAPH_URL_SECONDS).toBe(3600);
    expect(Object.fromEntries(urls)).toEqual({
      [A]: `https://project.example/storage/v1/object/sign/photographs/${A}?token=1&v=v1`,
      [B]: `https://project.example/storage/v1/object/sign/photographs/${B}?token=1&v=v1`,
    });
  });

  it('keeps a URL for its version: a new upload beside it signs only the new one, a replaced file gets a new URL', async () => {
    const { sign, signer } = storage();
    const urls = photographUrlSigner(signer);
    const first = await urls([{ key: A, version: 'v1' }]);
    const second = await urls([
      { key: B, version: 'v1' },
      { key: A, version: 'v1' },
    ]);
    expect(sign.mock.calls.map((call) => call[0])).toEqual([[A], [B]]);
    // The same address as before: the thumbnail shown is not loaded again.
    expect(second.get(A)).toBe(first.get(A));
    const replaced = await urls([{ key: A, version: 'v2' }]);
    expect(sign).toHaveBeenCalledTimes(3);
    expect(replaced.get(A)).not.toBe(first.get(A));
  });

  it('gives a replaced file a new URL even when Storage signs it with the same token (the same second)', async () => {
    // Storage's token holds the second it was made: two signings within one second are equal.
    const sign = vi.fn<SignedUrls>(async (keys) => ({
      data: keys.map((key) => ({
        path: key,
        signedUrl: `https://project.example/storage/v1/object/sign/photographs/${key}?token=same-second`,
        error: null,
      })),
      error: null,
    }));
    const urls = photographUrlSigner(() => Promise.resolve(sign));
    const before = (await urls([{ key: A, version: '2026-11-28 21:10:29.5+00' }])).get(A);
    const after = (await urls([{ key: A, version: '2026-11-28 21:10:29.9+00' }])).get(A);
    expect(sign).toHaveBeenCalledTimes(2);
    expect(after).not.toBe(before);
    expect(after).toBe(
      `https://project.example/storage/v1/object/sign/photographs/${A}?token=same-second&v=2026-11-28%2021%3A10%3A29.9%2B00`,
    );
  });

  it('signs again when a URL has less than a quarter of an hour left', async () => {
    const { sign, signer } = storage();
    let now = Date.parse('2026-11-28T12:00:00Z');
    const urls = photographUrlSigner(signer, () => now);
    const first = await urls([{ key: A, version: 'v1' }]);
    now += 44 * 60 * 1000;
    expect((await urls([{ key: A, version: 'v1' }])).get(A)).toBe(first.get(A));
    now += 2 * 60 * 1000;
    const renewed = await urls([{ key: A, version: 'v1' }]);
    expect(sign).toHaveBeenCalledTimes(2);
    expect(renewed.get(A)).not.toBe(first.get(A));
  });

  it("passes Storage's refusal of the whole call on", async () => {
    const sign: SignedUrls = async () => ({
      data: null,
      error: { message: 'new row violates row-level security policy' },
    });
    await expect(
      photographUrlSigner(() => Promise.resolve(sign))([{ key: A, version: null }]),
    ).rejects.toThrow('new row violates row-level security policy');
  });
});
