// Field messages, word for word from the seeds where the seeds give one.

/** An empty e-mail field (issue 24): the same words as the sign-in form's. */
const EMAIL_REQUIRED = 'Please enter your email';

export const CONTACT_MESSAGES = {
  allFieldsRequired: 'Please fill in all fields',
} as const;

/** docs/product.md §7, the safari form table. */
export const CUSTOM_SAFARI_MESSAGES = {
  fullName: 'Name must be at least 2 characters',
  email: 'Invalid email address',
  /** Ours: the seed's table has no message for an empty address. */
  emailRequired: EMAIL_REQUIRED,
  phone: 'Phone number must be at least 10 digits',
  startDate: 'Please select a start date',
  endDate: 'Please select an end date',
  adults: 'Please specify number of adults',
  tourTypes: 'Please select at least one tour type',
  destinations: 'Please select at least one destination',
  budget: 'Please select a budget preference',
  safariType: 'Please select safari type',
} as const;

/** Ours, for rules the seeds enforce only by disabling calendar days. */
export const DATE_MESSAGES = {
  startInPast: 'The start date cannot be in the past',
  endBeforeStart: 'The end date cannot be before the start date',
  tourDateInPast: 'Please choose a date from today onwards',
  /** The database's words for the same refusal (decision 100). */
  beyondHorizon: (latest: string) => `Bookings open at most two years ahead: choose a date up to ${latest}`,
} as const;

/** The unified tour booking panel (docs/product.md §6). */
export const TOUR_BOOKING_MESSAGES = {
  date: 'Please select a date',
  firstName: 'Please enter your first name',
  emailRequired: EMAIL_REQUIRED,
  email: 'Invalid email address',
  phone: 'Please enter your phone number',
  adults: (minimum: number) => `At least ${minimum} ${minimum === 1 ? 'adult is' : 'adults are'} required`,
  youths: 'The number of youths cannot be negative',
  guestsMax: (maximum: number) => `A booking can be for at most ${maximum} travellers`,
  /** The database's words (private.tour_prices.max_group_size, decision 100). */
  groupSize: (maximum: number) => `This tour takes at most ${maximum} travellers`,
  /** Beside "+" when the chosen departure's seats stop the party growing (issue 39). */
  departureSeats: (left: number) => `This departure has ${left} ${left === 1 ? 'seat' : 'seats'} left`,
} as const;

export const FIELD_LIMIT_MESSAGES = {
  /** The seed's wording for the custom form's name (CUSTOM_SAFARI_MESSAGES.fullName). */
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name is too long',
  emailTooLong: 'Email address is too long',
  phoneFormat: 'Please enter a valid phone number',
  /** The seed's wording for the custom form's phone (CUSTOM_SAFARI_MESSAGES.phone). */
  phoneTooShort: 'Phone number must be at least 10 digits',
  phoneTooLong: 'Phone number is too long',
  messageTooLong: 'Message must be at most 5,000 characters',
} as const;

export const AUTH_MESSAGES = {
  emailRequired: EMAIL_REQUIRED,
  email: 'Invalid email address',
  passwordRequired: 'Please enter your password',
  /** The sign-up tab's hint, used as its error too. */
  passwordMin: 'Password must be at least 8 characters, with a letter and a digit',
  passwordTooLong: 'Password must be at most 72 characters',
} as const;

/** docs/product.md §10, the admin's change-password dialog; the reset form uses the same rules. */
export const CHANGE_PASSWORD_MESSAGES = {
  bothRequired: 'Please enter both password fields.',
  mismatch: 'Passwords do not match.',
  tooShort: 'Password must be at least 8 characters long, with a letter and a digit.',
} as const;
