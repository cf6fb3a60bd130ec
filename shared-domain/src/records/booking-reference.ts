/**
 * The alphabet of booking references (migration ..._bookings.sql: `^TZ-[2-9A-HJ-NP-Z]{6}$`): no 0,
 * 1, I or O, so a reference read out on the phone cannot be misheard as another.
 */
const REFERENCE_BODY = /^[2-9A-HJ-NP-Z]{6}$/;

/**
 * The reference a traveller reads out ('tz7k3m9q', 'TZ 7K3M-9Q', ' tz-7k3m9q ') in the form the
 * database stores ('TZ-7K3M9Q'), or null when the text is not a whole reference. The TZ prefix is
 * required: six letters alone could be a name ('ANDREW' is in the alphabet).
 */
export function normaliseBookingReference(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s-]+/g, '');
  if (!compact.startsWith('TZ')) return null;
  const body = compact.slice(2);
  return REFERENCE_BODY.test(body) ? `TZ-${body}` : null;
}
