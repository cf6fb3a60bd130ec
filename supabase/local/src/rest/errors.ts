// PostgREST's error body ({code, message, details, hint}) and its SQLSTATE → HTTP mapping
// (supabase/local/docs/protocol.md §2.3).

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details);

interface PgErrorLike {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

export function isDatabaseError(error: unknown): error is Required<Pick<PgErrorLike, 'code'>> & PgErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgErrorLike).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgErrorLike).code ?? '')
  );
}

function statusFor(code: string, message: string, anonymous: boolean): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  switch (code) {
    case '23505':
    case '23503':
      return 409;
    case '42501':
      return anonymous ? 401 : 403;
    case '42883':
    case '42P01':
      return 404;
    case '25006':
      return 405;
    case '21000':
      return /requires a WHERE clause$/.test(message) ? 400 : 500;
    case '22023':
      return /^role .* does not exist$/.test(message) ? 401 : 400;
    case 'P0001':
      return 400;
    case '53400':
    case '42P17':
      return 500;
  }
  // Program limits (stack depth, too many columns or arguments, array dimensions): every
  // statement here is built from the request, so only the request can have been too big.
  // PostgREST says 500; a client that sent too much must hear 400 (issue 13).
  if (code.startsWith('54')) return 400;
  const klass = code.slice(0, 2);
  if (['08', '53'].includes(klass) || code === '57P01') return 503;
  if (['0L', '0P', '28'].includes(klass)) return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(klass)
  ) {
    return 500;
  }
  return 400;
}

/**
 * Codes whose text describes the database's insides (an internal error, a failing disk, the
 * stack size it was configured with) rather than the request: the client gets a fixed text,
 * the developer the original in the log.
 */
export function isInternalDatabaseError(code: string): boolean {
  return code.startsWith('54') || code.startsWith('58') || code.startsWith('XX');
}

/** Maps a PostgreSQL error to PostgREST's response; `anonymous` = the request ran as anon. */
export function fromDatabaseError(error: PgErrorLike & { code: string }, anonymous: boolean): RestError {
  const message = error.message ?? 'Database error';
  if (error.code.startsWith('54')) {
    return new RestError(
      400,
      error.code,
      'The request is too complex for the database',
      null,
      'Ask for fewer columns, filters or nesting levels',
    );
  }
  if (error.code === '57014') {
    // statement_timeout (or a cancel): the request asked for more work than its role may spend.
    // PostgREST says 500; the client's request, not the server, is at fault (issue 25).
    return new RestError(
      503,
      '57014',
      'The query was cancelled: it ran longer than the time allowed for this role',
      null,
      'Ask for fewer rows or simpler filters',
    );
  }
  if (isInternalDatabaseError(error.code)) {
    return new RestError(500, error.code, 'Internal database error');
  }
  return new RestError(
    statusFor(error.code, message, anonymous),
    error.code,
    message,
    withoutRow(error.detail),
    error.hint ?? null,
  );
}

/**
 * PostgreSQL's own detail of a check or not-null violation is "Failing row contains (…)": every
 * column of the refused row, hidden columns and other people's data from triggers included. The
 * message already names the constraint; the row is not echoed back (issue 39, item 10). Details
 * a trigger wrote itself are kept.
 */
function withoutRow(detail: string | undefined): string | null {
  if (detail === undefined || /^Failing row contains \(/.test(detail)) return null;
  return detail;
}
