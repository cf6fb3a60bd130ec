import { z } from 'zod';
import { isCalendarDate } from '../dates/calendar-date.ts';
import { IMAGE_URL_PATTERN } from './images.ts';
import { isPhotographRef } from './photograph-ref.ts';
import { TOUR_DAY_PATTERN, TOUR_LIMITS } from './tour-limits.ts';

// The pieces the tour schema is built of (tour-schema.ts, tour-calendar-schema.ts): each field
// kind with its messages, worded as the database words them.

// zod runs a size check even on a value of the wrong type (a list's `.max` on a long text, a
// text's `.min` on a list); the database checks a value's limits only once its type is right, and
// so do these guards, so that both find the same problems.
type Payload = { readonly value: unknown };
export const ifText = { when: (payload: Payload) => typeof payload.value === 'string' };
export const ifList = { when: (payload: Payload) => Array.isArray(payload.value) };
export const ifNumber = { when: (payload: Payload) => typeof payload.value === 'number' };
/** "Lists an item twice" is said only of a list without another problem. */
export const ifCleanList = {
  when: (payload: Payload & { readonly issues: readonly unknown[] }) =>
    Array.isArray(payload.value) && payload.issues.length === 0,
};

export function text(label: string, max: number) {
  const missing = `${label} is required`;
  return z
    .string({ error: missing })
    .trim()
    .min(1, { message: missing, ...ifText })
    .max(max, { message: `${label} must be at most ${max} characters`, ...ifText });
}

export function texts(label: string, maxItems: number) {
  return z
    .array(text('Text', TOUR_LIMITS.line), { error: `${label} must be a list` })
    .max(maxItems, { message: `${label} may have at most ${maxItems} items`, ...ifList });
}

/** One of the site's pictures (`/images/….svg`) or an uploaded photograph (`photographs/<key>`). */
export function picture(label: string) {
  const invalid = `${label} must be one of the site's pictures or an uploaded photograph`;
  return z
    .string({ error: invalid })
    .refine((value) => IMAGE_URL_PATTERN.test(value) || isPhotographRef(value), {
      message: invalid,
      ...ifText,
    });
}

export function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: message })
    .int({ message: message, ...ifNumber })
    .min(min, { message: message, ...ifNumber })
    .max(max, { message: message, ...ifNumber });
}

export function unique(items: readonly unknown[]): boolean {
  return new Set(items).size === items.length;
}

/** An object's own errors: a field it does not have, or no object at all (`missing`). */
export function objectErrors(missing: string) {
  return (issue: { code?: string; keys?: readonly string[] }) => {
    if (issue.code === 'unrecognized_keys') {
      const keys = [...(issue.keys ?? [])].sort().map((key) => `"${key}"`);
      return keys.length === 1 ? `Unknown field ${keys[0]}` : `Unknown fields ${keys.join(', ')}`;
    }
    if (issue.code === 'invalid_type') return missing;
    return undefined;
  };
}

export function adultPrice() {
  return z
    .number({ error: 'Adult price must be a number' })
    .gt(0, { message: 'Adult price must be more than 0', ...ifNumber })
    .int({ message: 'Adult price must be a whole number of dollars', ...ifNumber })
    .max(TOUR_LIMITS.price, { message: `Adult price must be at most ${TOUR_LIMITS.price}`, ...ifNumber });
}

export function youthPrice() {
  return z
    .number({ error: 'Youth price must be a number' })
    .min(0, { message: 'Youth price must be 0 or more', ...ifNumber })
    .int({ message: 'Youth price must be a whole number of dollars', ...ifNumber })
    .max(TOUR_LIMITS.price, { message: `Youth price must be at most ${TOUR_LIMITS.price}`, ...ifNumber });
}

export function calendarDay(label: string) {
  const invalid = `${label} must be a day written YYYY-MM-DD`;
  return z
    .string({ error: invalid })
    .refine((day) => TOUR_DAY_PATTERN.test(day) && isCalendarDate(day), { message: invalid, ...ifText });
}

/** A range's end on or after its start, once both are days. */
export function endNotBeforeStart(
  range: { readonly start: string; readonly end: string },
  ctx: z.RefinementCtx,
) {
  if (range.end < range.start) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'End date must be on or after the start date' });
  }
}
export const whenClean = {
  when: (payload: { readonly issues: readonly unknown[] }) => payload.issues.length === 0,
};
