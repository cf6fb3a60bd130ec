import { errors } from './errors.ts';

// What hosted Storage accepts as a bucket name and an object key (its src/storage/limits.ts):
// S3-safe characters only, so no control characters, no backslash, no `%`. Stricter here: a key
// never has an empty, `.` or `..` segment, though files are named by version, never by key, so a
// key cannot reach the file system either way.

const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/;
/** S3's limit on a key, in bytes. */
const MAX_KEY_BYTES = 1024;

export function checkBucketName(name: unknown): string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 100 || !VALID_BUCKET_NAME.test(name))
    throw errors.invalidBucketName();
  return name;
}

export function checkKey(key: unknown): string {
  if (typeof key !== 'string') throw errors.invalidKey('');
  if (
    !VALID_OBJECT_KEY.test(key) ||
    Buffer.byteLength(key) > MAX_KEY_BYTES ||
    key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
  )
    throw errors.invalidKey(key);
  return key;
}

/** A bucket's `file_size_limit` as hosted reads it: bytes, or '20MB' / '3.5 GB' / '300KB' / '10B'. */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw invalidSize();
    return value === 0 ? null : value;
  }
  if (typeof value !== 'string') throw invalidSize();
  const match = /^([0-9]{1,12}(?:\.[0-9]{1,6})?)\s*(gb|mb|kb|b)$/i.exec(value.trim());
  if (!match) throw invalidSize();
  const unit = (match[2] as string).toUpperCase();
  const factor = unit === 'GB' ? 1e9 : unit === 'MB' ? 1e6 : unit === 'KB' ? 1e3 : 1;
  const bytes = Math.round(Number(Number.parseFloat(match[1] as string).toPrecision(3)) * factor);
  if (!Number.isSafeInteger(bytes)) throw invalidSize();
  return bytes === 0 ? null : bytes;
}

function invalidSize() {
  return errors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
}

const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/(?:\*|[a-z0-9][a-z0-9!#$&^_.+-]{0,126})$/i;

export function checkAllowedMimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (
    !Array.isArray(value) ||
    value.length > 100 ||
    value.some((t) => typeof t !== 'string' || !MIME_TYPE.test(t))
  )
    throw errors.invalidRequest(
      'allowed_mime_types must be a list of MIME types such as image/png or image/*',
    );
  return value.length === 0 ? null : (value as string[]);
}

/** The type of an upload without parameters (`image/png; charset=x` is `image/png`), lower case. */
export function baseMimeType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** Whether `mimeType` is allowed by a bucket's list (entries may end in `/*`). */
export function mimeTypeAllowed(mimeType: string, allowed: string[] | null): boolean {
  if (!allowed) return true;
  const type = baseMimeType(mimeType);
  return allowed.some((entry) => {
    const rule = entry.toLowerCase();
    return rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : type === rule;
  });
}
