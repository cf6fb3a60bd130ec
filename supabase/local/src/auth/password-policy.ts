// GoTrue's password strength check (`checkPasswordStrength`): a minimum length, required
// character sets, and, where hosted Supabase asks HaveIBeenPwned (which this machine cannot
// reach), a refusal of the well-known passwords in zxcvbn-ts's common-password list
// (decision 093).
import { dictionary } from '@zxcvbn-ts/language-common';
import { AuthError } from './errors.ts';

/** supabase/config.toml's `[auth] password_requirements` values, as the Supabase CLI names them. */
export const PASSWORD_REQUIREMENTS = [
  '',
  'letters_digits',
  'lower_upper_letters_digits',
  'lower_upper_letters_digits_symbols',
] as const;
export type PasswordRequirements = (typeof PASSWORD_REQUIREMENTS)[number];

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/**
 * The character sets GoTrue receives for each CLI value (GOTRUE_PASSWORD_REQUIRED_CHARACTERS,
 * split on ':'): a password needs at least one character from every set.
 */
const REQUIRED_CHARACTERS: Record<PasswordRequirements, readonly string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

export interface PasswordPolicy {
  minLength: number;
  requirements: PasswordRequirements;
  /** Refuse passwords on the common-password list (reason "pwned"). */
  refuseCommon: boolean;
}

/** bcrypt ignores everything after 72 bytes; GoTrue refuses such passwords instead. */
const MAX_PASSWORD_BYTES = 72;

let common: Set<string> | undefined;
/**
 * Built on first use (about 49,000 entries, a few milliseconds). The list is lower-case, and a
 * capital letter in front of a listed word guesses no harder, so the comparison ignores case.
 */
function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** Throws GoTrue's 422 `weak_password` with every reason that applies, in GoTrue's order. */
export function checkPasswordStrength(password: string, policy: PasswordPolicy): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < policy.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minLength} characters.`);
  }
  const sets = REQUIRED_CHARACTERS[policy.requirements];
  if (sets.some((set) => ![...set].some((character) => password.includes(character)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (policy.refuseCommon && isCommonPassword(password)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  if (reasons.length > 0) {
    throw new AuthError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
  }
}
