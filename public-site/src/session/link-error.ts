/** What Auth put in the address when an e-mail link could not sign the visitor in. */
export interface LinkError {
  /** GoTrue's code, e.g. 'otp_expired' for an expired, used or unknown link. */
  readonly code: string;
  readonly description: string;
}

/**
 * Reads `#error=access_denied&error_code=otp_expired&error_description=…`, the fragment GoTrue's
 * verify endpoint (and supabase/local's) redirects to when a link is expired, used or unknown.
 * Null when the fragment carries no error.
 */
export function linkErrorFromHash(hash: string): LinkError | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('error_code') ?? params.get('error');
  if (!code) return null;
  return { code, description: params.get('error_description') ?? '' };
}

/** The sentences for the visitor, in the page's language. */
export interface LinkErrorTexts {
  readonly expired: string;
  readonly rateLimited: string;
  readonly unusable: string;
}

const ENGLISH: LinkErrorTexts = {
  expired: 'This link has expired or was already used.',
  rateLimited: 'Too many links were opened from here. Wait a few minutes.',
  unusable: 'This link could not be used.',
};

/** The sentence for the visitor; GoTrue's own description only for codes we do not know. */
export function linkErrorMessage(error: LinkError, texts: LinkErrorTexts = ENGLISH): string {
  if (error.code === 'otp_expired') return texts.expired;
  if (error.code === 'over_request_rate_limit') return texts.rateLimited;
  return error.description || texts.unusable;
}
