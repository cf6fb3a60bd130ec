import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateFromParam,
  calendarDateOfLocalDay,
  calendarDateToDateTimeParam,
  compareCalendarDates,
  formatCalendarDate,
  isCalendarDate,
  latestBookableDay,
  localDayOfCalendarDate,
  OPERATOR_TIME_ZONE,
  operatorToday,
} from './calendar-date.ts';

const fixed = (iso: string) => () => new Date(iso);

describe('calendar dates in Arusha', () => {
  it('works in East Africa Time', () => {
    expect(OPERATOR_TIME_ZONE).toBe('Africa/Dar_es_Salaam');
  });

  it('turns the day over at midnight in Arusha (21:00 UTC), not at UTC midnight', () => {
    expect(operatorToday(fixed('2025-07-14T20:59:59Z'))).toBe('2025-07-14');
    expect(operatorToday(fixed('2025-07-14T21:00:00Z'))).toBe('2025-07-15');
    expect(operatorToday(fixed('2025-12-31T22:30:00Z'))).toBe('2026-01-01');
  });

  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-7-4')).toBe(false);
    expect(isCalendarDate('2025-07-04T00:00:00Z')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('orders dates like the days they name', () => {
    expect(compareCalendarDates('2025-07-04', '2025-11-01')).toBe(-1);
    expect(compareCalendarDates('2025-11-01', '2025-07-04')).toBe(1);
    expect(compareCalendarDates('2025-11-01', '2025-11-01')).toBe(0);
  });

  it("displays 'LLL dd, y' (docs/product.md §13)", () => {
    expect(formatCalendarDate('2025-07-04')).toBe('Jul 04, 2025');
    expect(formatCalendarDate('2026-12-25')).toBe('Dec 25, 2026');
  });

  it('reads a picker day in the browser’s own calendar, and back', () => {
    expect(calendarDateOfLocalDay(new Date(2025, 6, 4))).toBe('2025-07-04');
    expect(localDayOfCalendarDate('2025-07-04').getDate()).toBe(4);
  });

  it('writes search dates as ISO date-times and reads them back as the same day', () => {
    expect(calendarDateToDateTimeParam('2025-07-04')).toBe('2025-07-04T00:00:00.000Z');
    expect(calendarDateFromParam('2025-07-04T00:00:00.000Z')).toBe('2025-07-04');
    // A browser in Arusha sending toISOString() of local midnight still means the 4th.
    expect(calendarDateFromParam('2025-07-03T21:00:00.000Z')).toBe('2025-07-04');
    expect(calendarDateFromParam('2025-07-04')).toBe('2025-07-04');
    expect(calendarDateFromParam('next tuesday')).toBeNull();
    expect(calendarDateFromParam('2025-99-99T00:00:00Z')).toBeNull();
    expect(calendarDateFromParam(null)).toBeNull();
    expect(calendarDateFromParam('')).toBeNull();
  });

  it('round-trips any day through a search link and through addDays', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (date, n) => {
        expect(calendarDateFromParam(calendarDateToDateTimeParam(date))).toBe(date);
        expect(addDays(addDays(date, n), -n)).toBe(date);
        expect(isCalendarDate(addDays(date, n))).toBe(true);
      }),
    );
  });
});

describe('the booking horizon', () => {
  it('is two years from today in Arusha, 29 February falling back as PostgreSQL does', () => {
    expect(latestBookableDay(() => new Date('2025-07-14T07:00:00Z'))).toBe('2027-07-14');
    // 23:30 UTC on 31 December is already 1 January in Arusha.
    expect(latestBookableDay(() => new Date('2025-12-31T23:30:00Z'))).toBe('2028-01-01');
    expect(latestBookableDay(() => new Date('2028-02-29T09:00:00Z'))).toBe('2030-02-28');
  });
});
