// A customer's stored e-mail address is text they typed. Pasted into `mailto:` as it is, a value
// such as `a@b.co?cc=evil%40x.y` (the database's one-@ check lets it in) makes the mail program
// copy the staff's reply to a third party, and `,` `;` or an encoded line break add recipients or
// headers. Only one plain address gets a link: letters, digits and `._+-` before the @, dotted
// labels after it. Anything else is shown as text for staff to check by eye.
const PLAIN_ADDRESS =
  /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** `mailto:` for exactly one plain address, or null when the value is anything more. */
export function replyMailto(address: string): string | null {
  const trimmed = address.trim();
  if (trimmed.length > 254 || !PLAIN_ADDRESS.test(trimmed)) return null;
  return `mailto:${trimmed}`;
}

/**
 * An address cut where a line may break when it does not fit: before its `@` and before each dot,
 * so a reader never meets a word split in two (the pieces joined are the address).
 */
export function addressLineParts(address: string): string[] {
  return address.split(/(?=[@.])/);
}
