// Shown to the traveller in the success toast and to staff in the admin table, so it is short
// and has no characters that are easily confused when read aloud (0/O, 1/I).
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 6;

export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoRandomBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** A new reference such as 'TZ-7K3M9Q'. The alphabet has 32 letters, so each byte maps evenly. */
export function newBookingReference(randomBytes: RandomBytes = cryptoRandomBytes): string {
  const bytes = randomBytes(new Uint8Array(REFERENCE_LENGTH));
  let code = '';
  for (const byte of bytes) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `TZ-${code}`;
}
