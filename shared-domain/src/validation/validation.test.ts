import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordFormSchema,
  newPasswordFormSchema,
  passwordResetRequestFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from './auth-forms.ts';
import { CONTACT_FORM_DEFAULTS, contactFormSchema } from './contact-form.ts';
import { CUSTOM_SAFARI_FORM_DEFAULTS, customSafariFormSchema } from './custom-safari-form.ts';
import {
  BOOKING_REFERENCE_PATTERN,
  EMAIL_PATTERN,
  GUESTS_MAX,
  GUESTS_MIN,
  MESSAGE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
} from './limits.ts';
import {
  tourBookingFormDefaults,
  tourBookingFormSchema,
  travellerCountFromInput,
} from './tour-booking-form.ts';

/** field -> first message, as a form shows it. */
function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

// 10:00 in Arusha on 14 July 2025.
const clock = () => new Date('2025-07-14T07:00:00Z');

describe('hard limits', () => {
  it('matches the figures the database mirrors', () => {
    expect(GUESTS_MIN).toBe(1);
    expect(GUESTS_MAX).toBe(50);
    expect(MESSAGE_MAX_LENGTH).toBe(5000);
    // supabase/config.toml's minimum_password_length.
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('recognises e-mails, phones and references', () => {
    expect(EMAIL_PATTERN.test('amani@example.co.tz')).toBe(true);
    expect(EMAIL_PATTERN.test('amani@example')).toBe(false);
    expect(EMAIL_PATTERN.test('amani example@x.tz')).toBe(false);
    expect(PHONE_PATTERN.test('+255 754 123 456')).toBe(true);
    expect(PHONE_PATTERN.test('(0754) 123-456')).toBe(false);
    expect(PHONE_PATTERN.test('0754-123.456')).toBe(true);
    expect(PHONE_PATTERN.test('call me')).toBe(false);
    expect(BOOKING_REFERENCE_PATTERN.test('TZ-7K3M9Q')).toBe(true);
    expect(BOOKING_REFERENCE_PATTERN.test('TZ-7K3M0Q')).toBe(false);
  });
});

describe('contact form (docs/product.md §9)', () => {
  const valid = { name: 'Amani', phone: '+255 754 123 456', email: 'amani@example.co.tz', message: 'Hello' };

  it('accepts a filled-in form and trims it', () => {
    expect(contactFormSchema.parse({ ...valid, name: '  Amani ' }).name).toBe('Amani');
  });

  it("says 'Please fill in all fields' for every empty field, and only that", () => {
    expect(errors(contactFormSchema, CONTACT_FORM_DEFAULTS)).toEqual({
      name: 'Please fill in all fields',
      phone: 'Please fill in all fields',
      email: 'Please fill in all fields',
      message: 'Please fill in all fields',
    });
    expect(errors(contactFormSchema, { ...valid, message: '   ' })).toEqual({
      message: 'Please fill in all fields',
    });
    expect(errors(contactFormSchema, {})).toEqual({
      name: 'Please fill in all fields',
      phone: 'Please fill in all fields',
      email: 'Please fill in all fields',
      message: 'Please fill in all fields',
    });
  });

  it('refuses a bad address, a bad phone and an over-long message', () => {
    expect(errors(contactFormSchema, { ...valid, email: 'amani' })).toEqual({
      email: 'Invalid email address',
    });
    expect(errors(contactFormSchema, { ...valid, phone: 'call me' })).toEqual({
      phone: 'Please enter a valid phone number',
    });
    expect(errors(contactFormSchema, { ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5,000 characters',
    });
    expect(errors(contactFormSchema, { ...valid, name: 'x'.repeat(101) })).toEqual({
      name: 'Name is too long',
    });
  });
});

describe('custom safari form (docs/product.md §7)', () => {
  const schema = customSafariFormSchema(clock);
  const valid = {
    ...CUSTOM_SAFARI_FORM_DEFAULTS,
    fullName: 'Neema Mushi',
    email: 'neema@example.com',
    phone: '+255 754 123 456',
    startDate: '2025-08-01',
    endDate: '2025-08-08',
    tourTypes: ['game-drive'],
    destinations: ['serengeti'],
  };

  it('opens with the defaults of docs/product.md §7', () => {
    expect(CUSTOM_SAFARI_FORM_DEFAULTS).toMatchObject({
      adults: '1',
      children: '0',
      tourTypes: [],
      destinations: [],
      budget: 'mid-range',
      safariType: 'group',
      message: '',
    });
  });

  it('accepts a complete request; a blank message becomes undefined', () => {
    const parsed = schema.parse(valid);
    expect(parsed.message).toBeUndefined();
    expect(parsed.adults).toBe('1');
  });

  it('shows the seed’s exact message for every field of the empty form', () => {
    expect(
      errors(schema, {
        ...CUSTOM_SAFARI_FORM_DEFAULTS,
        adults: '',
        budget: undefined,
        safariType: undefined,
      }),
    ).toEqual({
      fullName: 'Name must be at least 2 characters',
      email: 'Please enter your email',
      phone: 'Phone number must be at least 10 digits',
      startDate: 'Please select a start date',
      endDate: 'Please select an end date',
      adults: 'Please specify number of adults',
      tourTypes: 'Please select at least one tour type',
      destinations: 'Please select at least one destination',
      budget: 'Please select a budget preference',
      safariType: 'Please select safari type',
    });
  });

  it('checks lengths and choices', () => {
    expect(errors(schema, { ...valid, fullName: 'N' })).toEqual({
      fullName: 'Name must be at least 2 characters',
    });
    expect(errors(schema, { ...valid, phone: '075412345' })).toEqual({
      phone: 'Phone number must be at least 10 digits',
    });
    expect(errors(schema, { ...valid, email: 'neema@' })).toEqual({ email: 'Invalid email address' });
    expect(errors(schema, { ...valid, adults: '12' })).toEqual({ adults: 'Please specify number of adults' });
    expect(errors(schema, { ...valid, budget: 'shoestring' })).toEqual({
      budget: 'Please select a budget preference',
    });
    expect(errors(schema, { ...valid, safariType: 'solo' })).toEqual({
      safariType: 'Please select safari type',
    });
    expect(errors(schema, { ...valid, tourTypes: ['skydiving'] })).toHaveProperty(['tourTypes.0']);
    expect(schema.safeParse({ ...valid, adults: '9+', children: '6+' }).success).toBe(true);
  });

  it('allows a start today in Arusha but not yesterday', () => {
    expect(schema.safeParse({ ...valid, startDate: '2025-07-14', endDate: '2025-07-14' }).success).toBe(true);
    expect(errors(schema, { ...valid, startDate: '2025-07-13' })).toEqual({
      startDate: 'The start date cannot be in the past',
    });
  });

  it('decides "today" in Arusha: at 22:00 UTC on the 13th it is already the 14th there', () => {
    const lateEvening = customSafariFormSchema(() => new Date('2025-07-13T22:00:00Z'));
    expect(errors(lateEvening, { ...valid, startDate: '2025-07-13', endDate: '2025-07-20' })).toEqual({
      startDate: 'The start date cannot be in the past',
    });
  });

  it('refuses an end before the start, even while other fields are still wrong', () => {
    expect(errors(schema, { ...valid, endDate: '2025-07-31' })).toEqual({
      endDate: 'The end date cannot be before the start date',
    });
    expect(errors(schema, { ...valid, fullName: '', endDate: '2025-07-31' })).toEqual({
      fullName: 'Name must be at least 2 characters',
      endDate: 'The end date cannot be before the start date',
    });
  });

  it('refuses days that do not exist', () => {
    expect(errors(schema, { ...valid, startDate: '2025-02-30' })).toEqual({
      startDate: 'Please select a start date',
    });
  });
});

describe('tour booking panel (docs/product.md §6)', () => {
  const schema = tourBookingFormSchema({ minimumAdults: 1 }, clock);
  const valid = {
    ...tourBookingFormDefaults({ minimumAdults: 1 }),
    date: '2025-09-01',
    firstName: 'Juma',
    email: 'juma@example.com',
    phone: '+255 754 123 456',
  };

  it('starts at one adult and no youths', () => {
    expect(tourBookingFormDefaults({ minimumAdults: 1 })).toMatchObject({ adults: 1, youths: 0, date: '' });
    expect(tourBookingFormDefaults({ minimumAdults: 0 }).adults).toBe(1);
  });

  it('accepts a booking; the last name may be left out', () => {
    const parsed = schema.parse({ ...valid, lastName: undefined, message: ' Vegetarian ' });
    expect(parsed.lastName).toBe('');
    expect(parsed.message).toBe('Vegetarian');
  });

  it("requires a date: 'Please select a date'", () => {
    expect(errors(schema, { ...valid, date: '' })).toEqual({ date: 'Please select a date' });
    expect(errors(schema, { ...valid, date: undefined })).toEqual({ date: 'Please select a date' });
  });

  it('refuses a past date', () => {
    expect(errors(schema, { ...valid, date: '2025-07-13' })).toEqual({
      date: 'Please choose a date from today onwards',
    });
    expect(schema.safeParse({ ...valid, date: '2025-07-14' }).success).toBe(true);
  });

  it('refuses a date past the two-year horizon in the database’s words, and accepts its last day', () => {
    expect(errors(schema, { ...valid, date: '2027-07-15' })).toEqual({
      date: 'Bookings open at most two years ahead: choose a date up to 2027-07-14',
    });
    expect(errors(schema, { ...valid, date: '9999-12-31' })).toHaveProperty('date');
    expect(schema.safeParse({ ...valid, date: '2027-07-14' }).success).toBe(true);
  });

  it('keeps the party within the tour’s group size, in the database’s words', () => {
    const smallGroup = tourBookingFormSchema({ minimumAdults: 1, groupSize: { maxPeople: 5 } }, clock);
    expect(errors(smallGroup, { ...valid, adults: 6, youths: 0 })).toEqual({
      youths: 'This tour takes at most 5 travellers',
    });
    expect(errors(smallGroup, { ...valid, adults: 3, youths: 3 })).toEqual({
      youths: 'This tour takes at most 5 travellers',
    });
    expect(smallGroup.safeParse({ ...valid, adults: 3, youths: 2 }).success).toBe(true);
    const privateTour = tourBookingFormSchema({ minimumAdults: 1, groupSize: { maxPeople: null } }, clock);
    expect(privateTour.safeParse({ ...valid, adults: 20, youths: 0 }).success).toBe(true);
  });

  it('refuses closed dates and full or closed departures in the database’s words', () => {
    const closing = tourBookingFormSchema(
      {
        minimumAdults: 1,
        durationDays: 3,
        closedDates: [{ start: '2025-09-10', end: '2025-09-12', note: '' }],
      },
      clock,
    );
    expect(errors(closing, { ...valid, date: '2025-09-08' })).toEqual({
      date: 'This tour does not run from Sep 10, 2025 to Sep 12, 2025: choose a start date whose trip avoids those days',
    });
    expect(closing.safeParse({ ...valid, date: '2025-09-07' }).success).toBe(true);
    const departures = [
      { id: 'sep-01', date: '2025-09-01', seats: 8, price: null, closed: false },
      { id: 'sep-08', date: '2025-09-08', seats: 8, price: null, closed: true },
    ];
    const scheduled = tourBookingFormSchema(
      { minimumAdults: 1, salesMode: 'departures', departures, seatsLeft: { 'sep-01': 2 } },
      clock,
    );
    expect(errors(scheduled, valid)).toEqual({ date: "Choose one of the tour's departures" });
    expect(errors(scheduled, { ...valid, date: '2025-09-08', departureId: 'sep-08' })).toEqual({
      date: 'This departure is closed: choose another',
    });
    expect(errors(scheduled, { ...valid, departureId: 'sep-01', adults: 3 })).toEqual({
      date: 'Not enough seats: this departure has 2 seats left',
    });
    expect(scheduled.safeParse({ ...valid, departureId: 'sep-01', adults: 2 }).success).toBe(true);
  });

  it('lets any honeypot text through: the database, not the page, discards the bot', () => {
    expect(schema.safeParse({ ...valid, website: 'https://spam.example' }).success).toBe(true);
  });

  it('requires at least one adult, and the tour’s own minimum', () => {
    expect(errors(schema, { ...valid, adults: 0 })).toEqual({ adults: 'At least 1 adult is required' });
    expect(errors(schema, { ...valid, adults: 1.5 })).toEqual({ adults: 'At least 1 adult is required' });
    const pairs = tourBookingFormSchema({ minimumAdults: 2 }, clock);
    expect(errors(pairs, { ...valid, adults: 1 })).toEqual({ adults: 'At least 2 adults are required' });
    // A minimum of 0 in a tour's data still means one adult (the original's pages 3 and 4).
    expect(errors(tourBookingFormSchema({ minimumAdults: 0 }, clock), { ...valid, adults: 0 })).toEqual({
      adults: 'At least 1 adult is required',
    });
  });

  it('refuses negative youths and more than 50 travellers', () => {
    expect(errors(schema, { ...valid, youths: -1 })).toEqual({
      youths: 'The number of youths cannot be negative',
    });
    expect(errors(schema, { ...valid, adults: 30, youths: 21 })).toEqual({
      youths: 'A booking can be for at most 50 travellers',
    });
    expect(schema.safeParse({ ...valid, adults: 30, youths: 20 }).success).toBe(true);
  });

  it('requires a first name, an e-mail and a phone', () => {
    expect(errors(schema, { ...valid, firstName: ' ', email: 'x', phone: '' })).toEqual({
      firstName: 'Please enter your first name',
      email: 'Invalid email address',
      phone: 'Please enter your phone number',
    });
  });

  it('says an empty e-mail is required, not invalid (issue 24)', () => {
    expect(errors(schema, { ...valid, email: '' })).toEqual({ email: 'Please enter your email' });
    expect(errors(schema, { ...valid, email: '   ' })).toEqual({ email: 'Please enter your email' });
  });

  it('holds the name and phone to what the bookings table stores', () => {
    // customer_name is first and last name joined: 2-100 characters; the phone 10-30.
    expect(errors(schema, { ...valid, firstName: 'A' })).toEqual({
      firstName: 'Name must be at least 2 characters',
    });
    expect(schema.safeParse({ ...valid, firstName: 'A', lastName: 'B' }).success).toBe(true);
    expect(errors(schema, { ...valid, firstName: 'A'.repeat(60), lastName: 'B'.repeat(40) })).toEqual({
      lastName: 'Name is too long',
    });
    expect(schema.safeParse({ ...valid, firstName: 'A'.repeat(60), lastName: 'B'.repeat(39) }).success).toBe(
      true,
    );
    expect(errors(schema, { ...valid, phone: '712345678' })).toEqual({
      phone: 'Phone number must be at least 10 digits',
    });
    expect(schema.safeParse({ ...valid, phone: '0712345678' }).success).toBe(true);
  });

  it('reads a typed counter, falling back to the minimum (docs/product.md §6)', () => {
    expect(travellerCountFromInput('3', 1)).toBe(3);
    expect(travellerCountFromInput('abc', 1)).toBe(1);
    expect(travellerCountFromInput('', 0)).toBe(0);
    expect(travellerCountFromInput('0', 1)).toBe(1);
    expect(travellerCountFromInput('2.5', 0)).toBe(0);
  });
});

describe('sign in and sign up (docs/product.md §10)', () => {
  it('requires an e-mail and a password to sign in', () => {
    expect(errors(signInFormSchema, { email: '', password: '' })).toEqual({
      email: 'Please enter your email',
      password: 'Please enter your password',
    });
    expect(signInFormSchema.safeParse({ email: 'a@b.tz', password: 'x' }).success).toBe(true);
    expect(errors(signInFormSchema, { email: 'nope', password: 'x' })).toEqual({
      email: 'Invalid email address',
    });
  });

  it('asks at least 8 characters with a letter and a digit for a new account, as supabase/config.toml', () => {
    const rule = 'Password must be at least 8 characters, with a letter and a digit';
    for (const password of ['1234567', 'abc1234', '12345678', 'password', 'ngorongoro-crater']) {
      expect(errors(signUpFormSchema, { email: 'a@b.tz', password }), password).toEqual({ password: rule });
    }
    for (const password of ['abcdefg1', 'Kilimanjaro-2026', '1234567x']) {
      expect(signUpFormSchema.safeParse({ email: 'a@b.tz', password }).success, password).toBe(true);
    }
    expect(errors(signUpFormSchema, { email: 'a@b.tz', password: `a1${'x'.repeat(71)}` })).toEqual({
      password: 'Password must be at most 72 characters',
    });
  });

  it('needs only an address to request a reset link', () => {
    expect(passwordResetRequestFormSchema.safeParse({ email: 'a@b.tz' }).success).toBe(true);
    expect(errors(passwordResetRequestFormSchema, { email: '' })).toEqual({
      email: 'Please enter your email',
    });
  });
});

describe('change password (docs/product.md §10)', () => {
  it('shows exactly one message, in the dialog’s order', () => {
    expect(errors(changePasswordFormSchema, { newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'Please enter both password fields.',
    });
    expect(errors(changePasswordFormSchema, { newPassword: 'abc', confirmPassword: '' })).toEqual({
      confirmPassword: 'Please enter both password fields.',
    });
    expect(errors(changePasswordFormSchema, { newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
    for (const weak of ['abc', 'abc1234', 'kilimanjaro', '20262026']) {
      expect(errors(changePasswordFormSchema, { newPassword: weak, confirmPassword: weak }), weak).toEqual({
        newPassword: 'Password must be at least 8 characters long, with a letter and a digit.',
      });
    }
    const long = 'x'.repeat(73);
    expect(errors(changePasswordFormSchema, { newPassword: long, confirmPassword: long })).toEqual({
      newPassword: 'Password must be at most 72 characters',
    });
    expect(
      changePasswordFormSchema.safeParse({ newPassword: 'kilima2026', confirmPassword: 'kilima2026' })
        .success,
    ).toBe(true);
  });

  it('is also the reset page’s new-password form', () => {
    expect(newPasswordFormSchema).toBe(changePasswordFormSchema);
  });
});
