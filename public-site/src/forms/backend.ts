import { getSupabase } from '@safari/shared-domain';
import type { BookingInsert } from '@safari/shared-domain/catalogue';

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
 * Sends a booking request once per `requestKey`: a repeat (double click, retry after a timeout)
 * answers the first booking instead of making a second one. `null` is the database's "already
 * received": the key made a booking, but this request is not its maker's (another e-mail address,
 * or signed in or out since), so the database answers nothing of it (decision 166).
 */
export async function requestBooking(
  row: BookingInsert,
  requestKey: string,
  website?: string,
): Promise<Sent<BookingReceipt | null>> {
  try {
    const client = await getSupabase();
    // The honeypot travels with the request: filled in, the database answers a receipt and
    // stores nothing (decision 100).
    const booking = website ? { ...requestFields(row), website } : requestFields(row);
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
      .insert({ ...row, request_key: requestKey, ...(website ? { website } : {}) });
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
