import { getSupabase } from '@safari/shared-domain';
import type { BookingInsert } from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE, type Language, languageOfPath } from '@safari/shared-domain/i18n';

/** What the database decided about a booking request; the page only shows it (decision 080). */
export interface BookingReceipt {
  readonly reference: string;
  readonly amount: number;
  readonly status: string;
}

export type Sent<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: unknown };

// Only what describes the request; reference, amount, guests and status are the database's.
function requestFields(row: BookingInsert) {
  const { reference: _r, amount: _a, number_of_guests: _g, status: _s, ...fields } = row;
  return fields;
}

/**
 * The language of the page the form is on, read when it is sent: the database records it and
 * writes the traveller's mails in it (issue 41).
 */
function pageLanguage(): Language {
  return typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname).language;
}

/** The database's answer to a request priced on an outdated page (decision 208). */
const PRICE_CHANGED = 'PT409';

/**
 * The total the database charges now, when it refused a request because the total the page
 * showed (`shownAmount`) is no longer the price; otherwise null.
 */
export function changedPrice(error: unknown): number | null {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  if (code !== PRICE_CHANGED || typeof details !== 'string' || details.trim() === '') return null;
  const amount = Number(details);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * Sends a booking request once per `requestKey`: a repeat (double click, retry after a timeout)
 * answers the first booking instead of making a second one. `null` is the database's "already
 * received": the key made a booking, but this request is not its maker's (another e-mail address,
 * or signed in or out since), so the database answers nothing of it (decision 166).
 * `shownAmount`, the total the page showed, is what the database may charge: priced otherwise,
 * it keeps nothing and answers the new total (`changedPrice`, decision 208).
 */
export async function requestBooking(
  row: BookingInsert,
  requestKey: string,
  website?: string,
  shownAmount?: number,
): Promise<Sent<BookingReceipt | null>> {
  try {
    const client = await getSupabase();
    // The honeypot travels with the request: filled in, the database answers a receipt and
    // stores nothing (decision 100).
    const booking = {
      ...requestFields(row),
      language: pageLanguage(),
      ...(website ? { website } : {}),
      ...(shownAmount === undefined ? {} : { shown_amount: shownAmount }),
    };
    // One row or none, asked for as a list: `.single()` would turn "none" into a 406 and roll
    // back what the database counted.
    const { data, error } = await client
      .rpc('request_booking', { request_key: requestKey, booking })
      .maybeSingle();
    if (error) return { ok: false, error };
    return { ok: true, value: data };
  } catch (error) {
    return { ok: false, error };
  }
}

const UNIQUE_VIOLATION = '23505';

/** Sends a contact message; a repeat with the same key was already stored, so it counts as sent. */
export async function sendContactMessage(
  row: { name: string; phone: string; email: string; message: string },
  requestKey: string,
  website?: string,
): Promise<Sent<null>> {
  try {
    const client = await getSupabase();
    // A filled-in honeypot is discarded by the database's trigger without an error.
    const { error } = await client
      .from('contact_submissions')
      .insert({ ...row, language: pageLanguage(), request_key: requestKey, ...(website ? { website } : {}) });
    if (error && error.code !== UNIQUE_VIOLATION) return { ok: false, error };
    return { ok: true, value: null };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A fresh key for the next filled-in form. */
export function newRequestKey(): string {
  return globalThis.crypto.randomUUID();
}
