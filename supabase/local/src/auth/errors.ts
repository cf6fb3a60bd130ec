// GoTrue's error vocabulary. Every failure the Auth service reports is an AuthError, so the
// response always has GoTrue's shape and never leaks a stack trace.

/** GoTrue's `error_code` values used here (subset of `apierrors/errorcode.go`). */
export type AuthErrorCode =
  | 'bad_json'
  | 'validation_failed'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'user_already_exists'
  | 'email_exists'
  | 'weak_password'
  | 'same_password'
  | 'signup_disabled'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'no_authorization'
  | 'bad_jwt'
  | 'user_not_found'
  | 'session_not_found'
  | 'not_admin'
  | 'otp_expired'
  | 'user_banned'
  | 'email_address_invalid'
  | 'request_too_large'
  | 'not_found'
  | 'method_not_allowed'
  | 'feature_not_supported'
  | 'unexpected_failure';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    /** Extra top-level body fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers, e.g. `Retry-After`. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** The 2024-01-01 body (`code`, `message`) plus the legacy `error_code`, which older clients read. */
export function errorBody(error: AuthError): Record<string, unknown> {
  return { code: error.code, error_code: error.code, message: error.message, ...error.extra };
}

export const invalidCredentials = (): AuthError =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

/** The hashing queue is full: refused at once, with when to come back (issue 39, item 8). */
export const hashingBusy = (retryAfterSeconds: number): AuthError =>
  new AuthError(
    429,
    'over_request_rate_limit',
    `Too many password checks at once; try again in ${retryAfterSeconds} s`,
    {},
    { 'Retry-After': String(retryAfterSeconds) },
  );
