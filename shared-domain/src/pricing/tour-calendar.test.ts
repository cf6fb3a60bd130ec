import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_CATALOGUE } from '../catalogue/first-catalogue.ts';
import type { Tour, TourDeparture, TourSeason } from '../catalogue/types.ts';
import { addDays } from '../dates/calendar-date.ts';
import { bookingDateProblem, CALENDAR_MESSAGES, isBookableStart, seatsLeftText } from './booking-dates.ts';
import { tourBookingTotal } from './booking-total.ts';
import { copySeasonsToNextYear, newDepartureId } from './calendar-editing.ts';
import { fromPrice, lowestPriceInNextYear } from './from-price.ts';
import { closedDatesMet, partySupplementFor, sameDayNextYear, seasonOn } from './tour-calendar.ts';
import { tourPriceFor } from './tour-price.ts';

const base = FIRST_CATALOGUE.find((tour) => tour.slug === 'kilimanjaro-safari') as Tour;
const high: TourSeason = {
  name: 'High season',
  start: '2027-07-01',
  end: '2027-09-30',
  adultPrice: 3000,
  youthPrice: 2000,
};
const green: TourSeason = {
  name: 'Green season',
  start: '2027-04-01',
  end: '2027-05-31',
  adultPrice: 900,
  youthPrice: 500,
};
/** An open departure at the usual rate, changed by `fields`. */
function departure(id: string, date: string, fields: Partial<TourDeparture> = {}): TourDeparture {
  return { id, date, seats: 4, price: null, closed: false, ...fields };
}
const seasonal: Tour = { ...base, adultPrice: 1500, youthPrice: 1000, seasons: [high, green] };

describe('tourPriceFor', () => {
  it('charges every published tour without a calendar exactly what it charged before', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FIRST_CATALOGUE),
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (tour, offset, adults, youths) => {
          const quote = tourPriceFor(tour, addDays('2026-12-01', offset), { adults, youths });
          expect(quote.total).toBe(tourBookingTotal(tour, { adults, youths }));
          expect(quote.rate).toEqual({ kind: 'default' });
        },
      ),
    );
  });

  it('prices the whole trip by the season of its first day, on both sides of a boundary', () => {
    expect(tourPriceFor(seasonal, '2027-06-30', { adults: 2, youths: 1 }).total).toBe(2 * 1500 + 1000);
    const firstDay = tourPriceFor(seasonal, '2027-07-01', { adults: 2, youths: 1 });
    expect(firstDay.total).toBe(2 * 3000 + 2000);
    expect(firstDay.rate).toEqual({ kind: 'season', season: high });
    // Starts on the season's last day and ends after it: still the high-season rate throughout.
    expect(tourPriceFor(seasonal, '2027-09-30', { adults: 1, youths: 0 }).total).toBe(3000);
    expect(tourPriceFor(seasonal, '2027-10-01', { adults: 1, youths: 0 }).total).toBe(1500);
    // A trip starting the day before the season, running into it, pays the default rate.
    expect(tourPriceFor(seasonal, '2027-06-30', { adults: 1, youths: 0 }).rate).toEqual({ kind: 'default' });
  });

  it('adds the smallest matching party-size supplement to every traveller of a private trip', () => {
    const tour: Tour = {
      ...seasonal,
      partySupplements: [
        { maxTravellers: 4, perPerson: 200 },
        { maxTravellers: 2, perPerson: 500 },
      ],
    };
    const two = tourPriceFor(tour, '2027-07-10', { adults: 2, youths: 0 });
    expect(two.adultPrice).toBe(3500);
    expect(two.supplementPerPerson).toBe(500);
    expect(two.total).toBe(7000);
    const four = tourPriceFor(tour, '2027-07-10', { adults: 3, youths: 1 });
    expect(four.lines).toEqual([
      { travellers: 'adults', count: 3, unitPrice: 3200, amount: 9600 },
      { travellers: 'youths', count: 1, unitPrice: 2200, amount: 2200 },
    ]);
    expect(four.total).toBe(11_800);
    const six = tourPriceFor(tour, '2027-07-10', { adults: 6, youths: 0 });
    expect(six.adultPrice).toBe(3000);
    expect(two.adultPrice).toBeGreaterThan(six.adultPrice);
    // Not on a tour sold by departures.
    expect(partySupplementFor({ ...tour, salesMode: 'departures' }, 2)).toBe(0);
  });

  it("charges a departure's own price, or its season's, never a supplement", () => {
    const tour: Tour = {
      ...seasonal,
      salesMode: 'departures',
      partySupplements: [{ maxTravellers: 2, perPerson: 500 }],
      departures: [
        departure('jul-a', '2027-07-14'),
        departure('jul-b', '2027-07-14', { price: { adultPrice: 2500, youthPrice: 1800 } }),
      ],
    };
    expect(tourPriceFor(tour, '2027-07-14', { adults: 1, youths: 1 }, 'jul-a').total).toBe(5000);
    const own = tourPriceFor(tour, '2027-07-14', { adults: 1, youths: 1 }, 'jul-b');
    expect(own.total).toBe(4300);
    expect(own.rate.kind).toBe('departure');
  });

  it('is never negative and never falls when a traveller is added beyond the supplement sizes', () => {
    const tour: Tour = { ...seasonal, partySupplements: [{ maxTravellers: 2, perPerson: 300 }] };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 3, max: 30 }), (offset, adults) => {
        const start = addDays('2027-01-01', offset);
        const quote = tourPriceFor(tour, start, { adults, youths: 0 });
        expect(quote.total).toBeGreaterThan(0);
        expect(tourPriceFor(tour, start, { adults: adults + 1, youths: 0 }).total).toBeGreaterThan(
          quote.total,
        );
        expect(quote.total).toBe(adults * (seasonOn(tour, start)?.adultPrice ?? tour.adultPrice));
      }),
    );
  });

  it('refuses a fractional or negative party', () => {
    expect(() => tourPriceFor(seasonal, '2027-07-01', { adults: -1, youths: 0 })).toThrow(RangeError);
    expect(() => tourPriceFor(seasonal, '2027-07-01', { adults: 1, youths: 0.5 })).toThrow(RangeError);
  });
});

describe('seasons in the calendar', () => {
  it('names the season of a day, and none outside them', () => {
    expect(seasonOn(seasonal, '2027-08-15')?.name).toBe('High season');
    expect(seasonOn(seasonal, '2027-04-01')?.name).toBe('Green season');
    expect(seasonOn(seasonal, '2027-06-15')).toBeNull();
    expect(seasonOn(base, '2027-08-15')).toBeNull();
  });

  it("copies a year's seasons to the next, skipping those that would overlap", () => {
    const winter: TourSeason = {
      name: 'Festive',
      start: '2027-12-20',
      end: '2028-01-05',
      adultPrice: 4000,
      youthPrice: 3000,
    };
    const already: TourSeason = {
      name: 'Next green',
      start: '2028-04-10',
      end: '2028-04-20',
      adultPrice: 800,
      youthPrice: 400,
    };
    const copy = copySeasonsToNextYear([high, green, winter, already], 2027);
    expect(copy.copied.map((s) => [s.name, s.start, s.end])).toEqual([
      ['High season', '2028-07-01', '2028-09-30'],
      ['Festive', '2028-12-20', '2029-01-05'],
    ]);
    expect(copy.skipped.map((s) => s.name)).toEqual(['Green season']);
    expect(copy.seasons.map((s) => s.start)).toEqual([
      '2027-04-01',
      '2027-07-01',
      '2027-12-20',
      '2028-04-10',
      '2028-07-01',
      '2028-12-20',
    ]);
    expect(copy.copied[0]?.adultPrice).toBe(3000);
  });

  it('moves 29 February to the 28th (an end) or 1 March (a start)', () => {
    expect(sameDayNextYear('2028-02-29')).toBe('2029-02-28');
    const leap: TourSeason = {
      name: 'Leap',
      start: '2028-02-29',
      end: '2028-02-29',
      adultPrice: 1,
      youthPrice: 0,
    };
    const before: TourSeason = {
      name: 'Before',
      start: '2028-02-01',
      end: '2028-02-28',
      adultPrice: 1,
      youthPrice: 0,
    };
    const copy = copySeasonsToNextYear([before, leap], 2028);
    expect(copy.copied.map((s) => [s.start, s.end])).toEqual([['2029-02-01', '2029-02-28']]);
    expect(copy.skipped.map((s) => s.name)).toEqual(['Leap']);
  });

  it('never makes overlapping seasons', () => {
    const day = fc.integer({ min: 0, max: 900 }).map((n) => addDays('2027-01-01', n));
    const seasonArb = fc.tuple(day, fc.integer({ min: 0, max: 90 })).map(
      ([start, length]): TourSeason => ({
        name: 'S',
        start,
        end: addDays(start, length),
        adultPrice: 10,
        youthPrice: 5,
      }),
    );
    fc.assert(
      fc.property(fc.array(seasonArb, { maxLength: 8 }), fc.constantFrom(2027, 2028, 2029), (list, year) => {
        // Only lists without overlaps are valid tours.
        const clean = list.filter((s, i) =>
          list.slice(0, i).every((o) => o.end < s.start || s.end < o.start),
        );
        const { seasons } = copySeasonsToNextYear(clean, year);
        for (const [i, a] of seasons.entries()) {
          for (const b of seasons.slice(i + 1)) expect(a.end < b.start || b.end < a.start).toBe(true);
        }
      }),
    );
  });
});

describe('bookable dates', () => {
  const closed: Tour = {
    ...base,
    durationDays: 3,
    closedDates: [{ start: '2027-03-10', end: '2027-03-12', note: 'Vehicle in service' }],
  };

  it('refuses a private trip that would run on a closed day, in the database’s words', () => {
    expect(closedDatesMet(closed, '2027-03-07')).toBeNull();
    expect(closedDatesMet(closed, '2027-03-08')?.note).toBe('Vehicle in service');
    expect(closedDatesMet(closed, '2027-03-12')).not.toBeNull();
    expect(closedDatesMet(closed, '2027-03-13')).toBeNull();
    expect(bookingDateProblem(closed, '2027-03-11', {})).toBe(
      'This tour does not run from Mar 10, 2027 to Mar 12, 2027: choose a start date whose trip avoids those days',
    );
    expect(isBookableStart(closed, '2027-03-08', '2027-01-01')).toBe(false);
    expect(isBookableStart(closed, '2027-03-13', '2027-01-01')).toBe(true);
    expect(isBookableStart(closed, '2026-12-31', '2027-01-01')).toBe(false);
    expect(isBookableStart(closed, '2029-01-02', '2027-01-01')).toBe(false);
  });

  const sold: Tour = {
    ...base,
    salesMode: 'departures',
    departures: [departure('a', '2027-05-01'), departure('b', '2027-05-08', { closed: true })],
  };

  it('offers only open departures with seats left', () => {
    expect(isBookableStart(sold, '2027-05-01', '2027-01-01')).toBe(true);
    expect(isBookableStart(sold, '2027-05-02', '2027-01-01')).toBe(false);
    expect(isBookableStart(sold, '2027-05-08', '2027-01-01')).toBe(false);
    expect(isBookableStart(sold, '2027-05-01', '2027-01-01', { a: 0 })).toBe(false);
    expect(bookingDateProblem(sold, '2027-05-01', {})).toBe(CALENDAR_MESSAGES.chooseDeparture);
    expect(bookingDateProblem(sold, '2027-05-08', { departureId: 'b' })).toBe(
      'This departure is closed: choose another',
    );
    expect(
      bookingDateProblem(sold, '2027-05-01', {
        departureId: 'a',
        party: { adults: 3, youths: 0 },
        seatsLeft: { a: 2 },
      }),
    ).toBe('Not enough seats: this departure has 2 seats left');
    expect(CALENDAR_MESSAGES.notEnoughSeats(1)).toBe('Not enough seats: this departure has 1 seat left');
    expect(seatsLeftText(2)).toBe('2 seats left');
    expect(seatsLeftText(1)).toBe('1 seat left');
  });

  it('names a new departure by its date, numbering a second one', () => {
    expect(newDepartureId([], '2027-05-01')).toBe('2027-05-01');
    expect(newDepartureId([{ id: '2027-05-01' }, { id: '2027-05-01-2' }], '2027-05-01')).toBe('2027-05-01-3');
  });
});

describe('lowestPriceInNextYear ("From $X")', () => {
  it('is the default price for a tour without a calendar', () => {
    for (const tour of FIRST_CATALOGUE)
      expect(lowestPriceInNextYear(tour, '2026-11-25')).toBe(tour.adultPrice);
  });

  it('is the cheapest season bookable within twelve months, not one beyond them', () => {
    expect(lowestPriceInNextYear(seasonal, '2026-11-25')).toBe(900);
    // Green season 2027 is over by then; nothing cheaper than the default in the year after.
    expect(lowestPriceInNextYear(seasonal, '2027-06-01')).toBe(1500);
    // A year from 2026-04-02 ends the day before green season starts.
    expect(lowestPriceInNextYear(seasonal, '2026-04-01')).toBe(1500);
    expect(lowestPriceInNextYear(seasonal, '2026-04-02')).toBe(900);
  });

  it('skips closed days and counts the smallest supplement any allowed party pays', () => {
    const tour: Tour = {
      ...seasonal,
      durationDays: 1,
      closedDates: [{ start: '2027-04-01', end: '2027-05-31', note: '' }],
      groupSize: { maxPeople: 4, private: true },
      partySupplements: [
        { maxTravellers: 2, perPerson: 500 },
        { maxTravellers: 4, perPerson: 100 },
      ],
    };
    expect(lowestPriceInNextYear(tour, '2026-11-25')).toBe(1600);
  });

  it('counts only open departures with a seat, and is null without one', () => {
    const tour: Tour = {
      ...seasonal,
      salesMode: 'departures',
      departures: [
        departure('a', '2027-04-10'),
        departure('b', '2027-08-10', { price: { adultPrice: 2000, youthPrice: 1000 } }),
        departure('c', '2027-01-10', { price: { adultPrice: 100, youthPrice: 50 }, closed: true }),
      ],
    };
    expect(lowestPriceInNextYear(tour, '2026-11-25')).toBe(900);
    expect(lowestPriceInNextYear(tour, '2026-11-25', { a: 0, b: 3 })).toBe(2000);
    expect(lowestPriceInNextYear(tour, '2026-11-25', { a: 0, b: 0 })).toBeNull();
    expect(fromPrice(tour, '2026-11-25', { a: 0, b: 0 })).toBe(1500);
  });
});

describe('tourPriceFor with a whole booking form', () => {
  it('reads only the adults and youths of what it is given', () => {
    const form = {
      date: '2027-07-10',
      adults: 2,
      youths: 1,
      email: 'amina@example.com',
      departureId: undefined,
    };
    expect(tourPriceFor(seasonal, form.date, form).total).toBe(2 * 3000 + 2000);
  });
});
