import type { ToastText } from './toasts.ts';

// What the page says when the database refuses a request (decision 100). The page mirrors the
// limits, so these mostly reach a visitor whose page is stale or who tried too often.

/** PostgREST's answer to `raise ... using errcode = 'PT429'`: HTTP 429 with this code. */
const TOO_MANY_REQUESTS_CODE = 'PT429';
const CHECK_VIOLATION = '23514';

const REQUEST_REFUSAL_TOASTS = {
  tooManyRequests: {
    title: 'Too many requests',
    description: 'Too many requests from your connection; please try again in a few minutes.',
    destructive: true,
  },
} as const satisfies Record<string, ToastText>;

function errorField(error: unknown, field: 'code' | 'message'): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const value = (error as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : null;
}

/**
 * The toast for a failed request: the rate limit's own words, a limit the database checked
 * (its message is written for travellers: group size, dates), or the form's usual failure.
 */
export function requestRefusalToast(error: unknown, failure: ToastText): ToastText {
  const code = errorField(error, 'code');
  if (code === TOO_MANY_REQUESTS_CODE) return REQUEST_REFUSAL_TOASTS.tooManyRequests;
  const message = errorField(error, 'message');
  if (code === CHECK_VIOLATION && message && !message.includes('violates check constraint')) {
    return { title: failure.title, description: message, destructive: true };
  }
  return failure;
}
