// Hard limits shared by the forms and the database. The migration mirrors each of them with a
// check constraint, so a client that skips the forms is refused just the same.

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 30;
export const MESSAGE_MAX_LENGTH = 5000;
export const SPECIAL_REQUIREMENTS_MAX_LENGTH = 5000;
/** Room for a custom request with every type and destination ticked (about 430 characters). */
export const TOUR_NAME_MAX_LENGTH = 500;
export const GUESTS_MIN = 1;
export const GUESTS_MAX = 50;
/**
 * supabase/config.toml's password rules (decision 093): at least 8 characters with a letter and
 * a digit (`password_requirements = "letters_digits"`). Local Auth also refuses well-known
 * passwords; that list stays on the server, and its message is shown as it comes.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** GoTrue hashes with bcrypt, which ignores everything past 72 bytes. */
export const PASSWORD_MAX_LENGTH = 72;

/**
 * A deliberately plain e-mail shape (something@something.tld, no spaces) that PostgreSQL can
 * check with the same regular expression: `email ~ EMAIL_PATTERN.source`.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits with optional leading '+', spaces, dots, dashes and brackets; also valid in PostgreSQL. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]*[0-9]$/;

/** A booking reference such as TZ-7K3M9Q: no 0/O or 1/I, so it can be read out on the phone. */
export const BOOKING_REFERENCE_PATTERN = /^TZ-[2-9A-HJ-NP-Z]{6}$/;
