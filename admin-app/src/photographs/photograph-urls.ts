import { getSupabase } from '@safari/shared-domain';
import { PHOTOGRAPHS_BUCKET } from '@safari/shared-domain/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

// The photographs bucket is private (issue 38): an original keeps the camera's GPS, and the
// catalogue anyone reads names every key. Staff see the originals in the admin through signed
// URLs that expire, asked of Storage in one call for a whole list. A URL is kept for its
// photograph's version and reused until it nears its end, so a new upload elsewhere in the list
// neither signs nor reloads the thumbnails already shown. A replaced photograph has a new version,
// and its URL names that version: Storage's token only changes by the second, so a file replaced
// within a second of its last signing would otherwise get the same address, and the browser's
// cached picture of the old file (seen once on a slow CI machine).

/** How long a signed thumbnail URL works. */
export const PHOTOGRAPH_URL_SECONDS = 60 * 60;
/** A URL with less than this left is signed again (a thumbnail may load lazily, later). */
const RENEW_BEFORE_MS = 15 * 60 * 1000;

/** Storage's batch signing, as storage-js' `createSignedUrls` answers. */
export type SignedUrls = (
  keys: string[],
  expiresIn: number,
) => Promise<{
  data: { path: string | null; signedUrl: string | null; error: string | null }[] | null;
  error: { message: string } | null;
}>;

export async function storageSigner(): Promise<SignedUrls> {
  const bucket = (await getSupabase()).storage.from(PHOTOGRAPHS_BUCKET);
  return (keys, expiresIn) => bucket.createSignedUrls(keys, expiresIn);
}

/** A photograph as a list shows it: its key, and what changes when its file is replaced. */
export interface PhotographVersion {
  readonly key: string;
  readonly version: string | null;
}

/**
 * Signs URLs for photographs, keeping each for its version until it nears its end. A photograph
 * Storage will not sign (removed meanwhile) is left out of the answer; a refusal of the whole call
 * throws.
 */
export function photographUrlSigner(
  sign: () => Promise<SignedUrls> = storageSigner,
  now: () => number = Date.now,
) {
  const kept = new Map<string, { url: string; until: number }>();
  const id = (photograph: PhotographVersion) => `${photograph.key}\n${photograph.version ?? ''}`;
  return async (photographs: readonly PhotographVersion[]): Promise<Map<string, string>> => {
    const due = photographs.filter(
      (photograph) => (kept.get(id(photograph))?.until ?? 0) - now() < RENEW_BEFORE_MS,
    );
    if (due.length > 0) {
      const keys = [...new Set(due.map((photograph) => photograph.key))];
      const until = now() + PHOTOGRAPH_URL_SECONDS * 1000;
      const { data, error } = await (await sign())(keys, PHOTOGRAPH_URL_SECONDS);
      if (error || !data) throw new Error(error?.message ?? 'Storage did not sign the photographs');
      const byKey = new Map(
        data.flatMap((signed) =>
          signed.path && signed.signedUrl && !signed.error ? [[signed.path, signed.signedUrl]] : [],
        ),
      );
      for (const photograph of due) {
        const url = byKey.get(photograph.key);
        if (url) kept.set(id(photograph), { url: versioned(url, photograph.version), until });
      }
    }
    const urls = new Map<string, string>();
    for (const photograph of photographs) {
      const url = kept.get(id(photograph))?.url;
      if (url) urls.set(photograph.key, url);
    }
    return urls;
  };
}

/** The signed URL with the photograph's version beside its token (Storage reads only the token). */
function versioned(url: string, version: string | null): string {
  if (!version) return url;
  return `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`;
}

/** The admin's one signer: thumbnails shown in several places share their URLs. */
export const photographUrls = photographUrlSigner();

/** A library row as the lists have it; `updated_at` (or `created_at`) changes with its file. */
interface LibraryRow {
  readonly key: string;
  readonly updated_at: string | null;
  readonly created_at: string;
}

/**
 * Signed URLs for the library's photographs shown, by key; renewed before they run out. While a
 * changed list is signed the previous URLs stay, so thumbnails never blink.
 */
export function usePhotographUrls(rows: readonly LibraryRow[]): ReadonlyMap<string, string> {
  const photographs = rows.map((row) => ({ key: row.key, version: row.updated_at ?? row.created_at }));
  const signed = useQuery({
    queryKey: ['photograph-urls', photographs.map((photograph) => `${photograph.key}@${photograph.version}`)],
    queryFn: () => photographUrls(photographs),
    enabled: photographs.length > 0,
    placeholderData: keepPreviousData,
    // Asked again every ten minutes; only URLs with less than a quarter of an hour left are signed.
    staleTime: 10 * 60 * 1000,
    refetchInterval: 10 * 60 * 1000,
  });
  return signed.data ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, string> = new Map();
