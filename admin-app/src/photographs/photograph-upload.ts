import { getRuntimeConfig, getSupabase } from '@safari/shared-domain';
import { PHOTOGRAPHS_BUCKET } from '@safari/shared-domain/catalogue';

// One file to the photographs bucket with a progress figure (issue 38). storage-js' `upload` uses
// fetch, which reports no upload progress, so this is an XMLHttpRequest to the same route with
// the same headers as storage-js sends (apikey, the staff member's token, x-upsert to replace).
// Refusals keep Storage's own words ("The file says it is PNG but its bytes are JPEG").

export class UploadRefused extends Error {
  override name = 'UploadRefused';
}

const UNREACHABLE = 'The upload did not reach the server; check the connection and try again';

/** Storage's message in an error body (`{statusCode, error, message}`), or null. */
export function storageMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const message = (parsed as Record<string, unknown>).message;
      if (typeof message === 'string' && message.trim()) return message.trim();
    }
  } catch {
    // not JSON: a proxy's page; the caller says it in its own words
  }
  return null;
}

export interface UploadRequest {
  readonly key: string;
  readonly file: Blob;
  /** Replace the bytes of an existing key (hosted Storage's `x-upsert`). */
  readonly replace?: boolean;
  /** 0-100 as the bytes leave. */
  readonly onProgress?: (percent: number) => void;
  readonly signal?: AbortSignal;
}

async function sessionToken(): Promise<string> {
  const { data } = await (await getSupabase()).auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new UploadRefused('Your session has ended; sign in again to upload');
  return token;
}

/** Uploads `file` under `key`; resolves when Storage has it, rejects with Storage's refusal. */
export async function uploadPhotograph({
  key,
  file,
  replace,
  onProgress,
  signal,
}: UploadRequest): Promise<void> {
  const { url, anonKey } = getRuntimeConfig().supabase;
  const token = await sessionToken();
  const address = `${url.replace(/\/$/, '')}/storage/v1/object/${PHOTOGRAPHS_BUCKET}/${encodeURIComponent(key)}`;
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', address);
    xhr.setRequestHeader('apikey', anonKey);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('x-upsert', replace ? 'true' : 'false');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
        return;
      }
      reject(
        new UploadRefused(storageMessage(xhr.responseText) ?? `The upload was refused (HTTP ${xhr.status})`),
      );
    };
    xhr.onerror = () => reject(new UploadRefused(UNREACHABLE));
    xhr.onabort = () => reject(new UploadRefused('The upload was cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * A picture's upright size in pixels, as the browser draws it (EXIF orientation applied). Read
 * only after Storage has taken the file, so a decompression bomb is never decoded here. (An
 * ImageBitmap, not an <img> of a blob: address, which the page's img-src does not allow.)
 */
export async function pictureSize(file: Blob): Promise<{ width: number; height: number }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UploadRefused('This browser could not read the picture');
  }
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
