import { photographKey, photographRefsOf, type Tour } from '@safari/shared-domain/catalogue';
import {
  PHOTOGRAPH_URL_SECONDS,
  photographUrlSigner,
  type SignedUrls,
  storageSigner,
} from '../photographs/photograph-urls.ts';

// The draft's preview shows the uploaded photographs themselves (decision 195). The public tour
// page draws a photograph from the variants a publish makes (decision 196), so in a preview a
// photograph not yet published had no file and showed the stand-in. Staff now see the photograph
// Storage keeps, through a signed URL that expires: the admin is staff's alone, and the original
// (GPS and all) is never written into a page a traveller gets.

/** How long a preview's signed URLs work: an editing session, not a link to keep. */
export const PREVIEW_URL_SECONDS = PHOTOGRAPH_URL_SECONDS;

/** The draft with each picture value in `urls` replaced by its URL (main picture, gallery, days). */
export function withPictureUrls(tour: Tour, urls: ReadonlyMap<string, string>): Tour {
  if (urls.size === 0) return tour;
  const swap = (value: string) => urls.get(value) ?? value;
  return {
    ...tour,
    heroImage: swap(tour.heroImage),
    gallery: tour.gallery.map(swap),
    itinerary: tour.itinerary.map((day) => ({ ...day, image: swap(day.image) })),
  };
}

/**
 * A signed URL for each uploaded photograph the draft shows, by picture value. A photograph
 * Storage will not sign (removed meanwhile) is left out: the preview shows the stand-in there, as
 * the published page would. Throws when Storage cannot be asked at all.
 */
export async function previewPictureUrls(tour: Tour, sign?: SignedUrls): Promise<Map<string, string>> {
  const refs = photographRefsOf([tour]);
  if (refs.length === 0) return new Map();
  // A signer of its own, keeping nothing: each preview gets fresh URLs, so a photograph replaced
  // meanwhile is fetched again rather than shown from the browser's cache.
  const signer = photographUrlSigner(sign ? () => Promise.resolve(sign) : storageSigner);
  const byKey = await signer(refs.map((ref) => ({ key: photographKey(ref), version: null })));
  const urls = new Map<string, string>();
  for (const ref of refs) {
    const url = byKey.get(photographKey(ref));
    if (url) urls.set(ref, url);
  }
  return urls;
}
