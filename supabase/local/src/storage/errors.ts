import { isDatabaseError } from '../rest/errors.ts';

// Hosted Supabase Storage's error bodies (supabase/storage, src/internal/errors): the body's
// `statusCode` is the meaning (404 not found, 409 duplicate, 413 too large, 415 wrong type) while
// the HTTP status is 400 for every client error, as the hosted service answers. storage-js reads
// `message` and `statusCode` from the body and the HTTP status from the response.

export class StorageError extends Error {
  constructor(
    /** What the body says: '404', '409', … */
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
    /** The HTTP status; 400 for every client error unless hosted answers otherwise. */
    readonly httpStatus = statusCode >= 500 ? 500 : 400,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  body() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  duplicate: () => new StorageError(409, 'Duplicate', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(409, 'InvalidRequest', 'InvalidRequest', 'The bucket you tried to delete is not empty'),
  accessDenied: (message: string, httpStatus = 400) =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', message, httpStatus),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidKey: (key: string) =>
    new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${printable(key)}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', 'InvalidSignature', message),
  expiredSignature: () =>
    new StorageError(400, 'ExpiredToken', 'ExpiredToken', 'The provided token has expired.'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${printable(mimeType)} is not supported`,
    ),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  /** A request body past the server's own limit, refused before it is read (HTTP 413). */
  payloadTooLarge: (limit: number) =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      `The request body exceeded the server's limit of ${limit} bytes`,
      413,
    ),
  notFound: () => new StorageError(404, 'not_found', 'not_found', 'Route not found', 404),
  internal: () => new StorageError(500, 'InternalError', 'internal', 'Internal server error'),
};

/** Keys and MIME types as they may be echoed in a message: no control characters, bounded. */
function printable(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}

/** A database error as hosted Storage words it (its DBError.fromDBError). */
export function fromDatabaseError(error: unknown): StorageError | null {
  if (!isDatabaseError(error)) return null;
  const message = error.message ?? 'database error';
  switch (error.code) {
    case '42501':
      return errors.accessDenied(
        message.includes('row-level security') ? 'new row violates row-level security policy' : message,
      );
    case '23505':
      return errors.duplicate();
    case '23503':
      return new StorageError(
        400,
        'InvalidRequest',
        'InvalidRequest',
        'The resource could not be updated or removed due to a foreign key constraint',
      );
    case '22P02':
    case '22001':
    case '23514':
    case '22023':
    case 'P0001':
      return errors.invalidRequest(message);
    case '57014':
      return new StorageError(
        544,
        'DatabaseTimeout',
        'DatabaseTimeout',
        'The connection to the database timed out',
        544,
      );
    default:
      return null;
  }
}
