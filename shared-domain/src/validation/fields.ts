import { z } from 'zod';
import { type Clock, isCalendarDate, latestBookableDay, operatorToday } from '../dates/calendar-date.ts';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
} from './limits.ts';
import { DATE_MESSAGES, FIELD_LIMIT_MESSAGES } from './messages.ts';

// Building blocks for the form schemas. Checks are declared most-basic first, so the first
// issue of a field (the one a form shows) is the seed's message for an empty field rather than
// a format complaint about nothing. No check aborts the parse: an aborted field would stop the
// cross-field rules (end date after start date) from running until it is fixed.

/** A trimmed text that must not be empty; `missing` is shown for undefined and blank alike. */
export function requiredText(missing: string, minLength = 1) {
  return z.string({ error: missing }).trim().min(minLength, missing);
}

export function nameField(missing: string, minLength = 1) {
  return requiredText(missing, minLength).max(NAME_MAX_LENGTH, FIELD_LIMIT_MESSAGES.nameTooLong);
}

export function emailField(missing: string, invalid: string) {
  return requiredText(missing)
    .max(EMAIL_MAX_LENGTH, FIELD_LIMIT_MESSAGES.emailTooLong)
    .regex(EMAIL_PATTERN, invalid);
}

export function phoneField(missing: string, minLength = 1) {
  return requiredText(missing, minLength)
    .max(PHONE_MAX_LENGTH, FIELD_LIMIT_MESSAGES.phoneTooLong)
    .regex(PHONE_PATTERN, FIELD_LIMIT_MESSAGES.phoneFormat);
}

/** Free text that may be left out; blank becomes undefined. */
export function optionalMessageField(maxLength = MESSAGE_MAX_LENGTH) {
  return z
    .string()
    .trim()
    .max(maxLength, FIELD_LIMIT_MESSAGES.messageTooLong)
    .optional()
    .transform((text) => (text ? text : undefined));
}

/**
 * A `YYYY-MM-DD` day no later than the booking horizon (two years ahead, as the database says);
 * with `notBeforeTodayMessage`, today in Arusha or later.
 */
export function calendarDateField(missing: string, clock: Clock, notBeforeTodayMessage?: string) {
  const day = z
    .string({ error: missing })
    .refine(isCalendarDate, missing)
    .superRefine((date, ctx) => {
      const latest = latestBookableDay(clock);
      if (isCalendarDate(date) && date > latest)
        ctx.addIssue({ code: 'custom', message: DATE_MESSAGES.beyondHorizon(latest) });
    });
  return notBeforeTodayMessage
    ? day.refine((date) => !isCalendarDate(date) || date >= operatorToday(clock), notBeforeTodayMessage)
    : day;
}

/**
 * The forms' honeypot (`website`): a field people never see. Any text passes the form, so a bot
 * that fills it in is told "sent"; the database discards what it sends (decision 100).
 */
export function honeypotField() {
  return z.string().max(2000).optional();
}
