import { findTour } from '@safari/shared-domain/catalogue';
import { describe, expect, it, vi } from 'vitest';
import { PREVIEW_URL_SECONDS, previewPictureUrls, withPictureUrls } from './preview-pictures.ts';

const KEY_A = '0b6f3c2e-1d4a-4f8b-9c3e-5a7d2e1f0a9b.jpg';
const KEY_B = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f.png';
const KEY_GONE = 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70.jpg';

function draft() {
  const base = findTour('tarangire-safari');
  if (!base) throw new Error('missing tour');
  return {
    ...base,
    heroImage: `photographs/${KEY_A}`,
    gallery: [`photographs/${KEY_A}`, base.gallery[0] ?? '', `photographs/${KEY_GONE}`],
    itinerary: base.itinerary.map((day, i) => (i === 0 ? { ...day, image: `photographs/${KEY_B}` } : day)),
  };
}

const signedUrl = (key: string) =>
  `https://project.example/storage/v1/object/sign/photographs/${key}?token=t-${key.slice(0, 4)}`;

describe("the draft preview's uploaded photographs (decision 195)", () => {
  it('asks Storage once for signed URLs of every uploaded photograph the draft shows, for an hour', async () => {
    const sign = vi.fn(async (keys: string[], _expiresIn: number) => ({
      data: keys.map((key) =>
        key === KEY_GONE
          ? { path: key, signedUrl: null, error: 'Object not found' }
          : { path: key, signedUrl: signedUrl(key), error: null },
      ),
      error: null,
    }));
    const urls = await previewPictureUrls(draft(), sign);
    expect(sign).toHaveBeenCalledTimes(1);
    expect(sign.mock.calls[0]?.[1]).toBe(PREVIEW_URL_SECONDS);
    expect(PREVIEW_URL_SECONDS).toBe(3600);
    expect([...(sign.mock.calls[0]?.[0] ?? [])].sort()).toEqual([KEY_A, KEY_B, KEY_GONE].sort());
    expect(Object.fromEntries(urls)).toEqual({
      [`photographs/${KEY_A}`]: signedUrl(KEY_A),
      [`photographs/${KEY_B}`]: signedUrl(KEY_B),
    });
  });

  it('shows the photographs themselves in the preview and leaves the rest as it was', async () => {
    const tour = draft();
    const urls = await previewPictureUrls(tour, async (keys) => ({
      data: keys.map((key) => ({
        path: key,
        signedUrl: key === KEY_GONE ? null : signedUrl(key),
        error: null,
      })),
      error: null,
    }));
    const shown = withPictureUrls(tour, urls);
    expect(shown.heroImage).toBe(signedUrl(KEY_A));
    // A photograph Storage no longer has keeps its value: the page draws the stand-in there.
    expect(shown.gallery).toEqual([signedUrl(KEY_A), tour.gallery[1], `photographs/${KEY_GONE}`]);
    expect(shown.itinerary[0]?.image).toBe(signedUrl(KEY_B));
    expect(shown.itinerary.slice(1)).toEqual(tour.itinerary.slice(1));
    // The draft itself (what is saved and published) still names the photographs.
    expect(tour.heroImage).toBe(`photographs/${KEY_A}`);
    expect({ ...shown, heroImage: tour.heroImage, gallery: tour.gallery, itinerary: tour.itinerary }).toEqual(
      tour,
    );
  });

  it('asks nothing for a draft of illustrations only', async () => {
    const sign = vi.fn();
    const base = findTour('tarangire-safari');
    if (!base) throw new Error('missing tour');
    expect((await previewPictureUrls(base, sign)).size).toBe(0);
    expect(sign).not.toHaveBeenCalled();
    expect(withPictureUrls(base, new Map())).toBe(base);
  });

  it("passes Storage's refusal on", async () => {
    await expect(
      previewPictureUrls(draft(), async () => ({
        data: null,
        error: { message: 'new row violates row-level security' },
      })),
    ).rejects.toThrow('new row violates row-level security');
  });
});
