import type { Tour } from '@safari/shared-domain/catalogue';
import { describe, expect, it } from 'vitest';
import { withoutAddedCalendarDefaults } from './calendar-lists.ts';

const tour = { slug: 'a', title: 'A' } as unknown as Tour;

describe('withoutAddedCalendarDefaults', () => {
  it('leaves out the empty lists and the default sales mode a tour never had', () => {
    const edited = {
      ...tour,
      seasons: [],
      departures: [],
      closedDates: [],
      partySupplements: [],
      salesMode: 'private-dates',
    };
    expect(withoutAddedCalendarDefaults(edited as Tour, tour)).toEqual(tour);
  });

  it('keeps a list staff emptied, and every list with items', () => {
    const before = {
      ...tour,
      seasons: [{ name: 'High', start: '2027-07-01', end: '2027-10-31', adultPrice: 9, youthPrice: 5 }],
    };
    const emptied = { ...tour, seasons: [] };
    expect(withoutAddedCalendarDefaults(emptied as Tour, before as Tour)).toEqual({ ...tour, seasons: [] });
    expect(withoutAddedCalendarDefaults(before as Tour, tour)).toEqual(before);
  });

  it('keeps a sales mode staff chose or the tour had', () => {
    const departures = { ...tour, salesMode: 'departures' };
    expect(withoutAddedCalendarDefaults(departures as Tour, tour)).toEqual(departures);
    const back = { ...tour, salesMode: 'private-dates' };
    expect(withoutAddedCalendarDefaults(back as Tour, departures as Tour)).toEqual(back);
  });
});
