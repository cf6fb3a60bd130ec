import { formatCalendarDate, isCalendarDate, OPERATOR_TIME_ZONE } from '@safari/shared-domain/catalogue';

// Times are shown on the office clock in Arusha, in one fixed format, whatever the browser says.
const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: OPERATOR_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dateOnly = new Intl.DateTimeFormat('en-US', {
  timeZone: OPERATOR_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: '2-digit',
});

const timeOnly = new Intl.DateTimeFormat('en-GB', {
  timeZone: OPERATOR_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** '14:05:30' on the office clock. */
export function formatTime(timestamp: string): string {
  const instant = new Date(timestamp);
  return Number.isNaN(instant.getTime()) ? timestamp : timeOnly.format(instant);
}

/** 'Jul 04, 2026, 14:05' for a timestamp. */
export function formatDateTime(timestamp: string): string {
  const instant = new Date(timestamp);
  return Number.isNaN(instant.getTime()) ? timestamp : dateTime.format(instant);
}

/** 'Jul 04, 2026' for a timestamp or a calendar date (a tour date is a day, not an instant). */
export function formatDay(value: string): string {
  if (isCalendarDate(value)) return formatCalendarDate(value);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : dateOnly.format(instant);
}

/** A phone number as a tel: link target (digits and a leading +). */
export function telHrefOf(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Long messages in the table: cut at a word boundary near `max` characters, with an ellipsis. */
export function truncateText(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** A traveller's language in English, as the admin names it: 'de' → 'German' (issue 41). */
export function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}
