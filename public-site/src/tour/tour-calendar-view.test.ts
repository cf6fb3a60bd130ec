// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  departureChoices,
  departureDayNote,
  englishSeasonNames,
  rateHeading,
  rateName,
  seasonMarks,
} from './tour-calendar-view.ts';

const high = {
  name: 'High season',
  start: '2027-07-01',
  end: '2027-10-31',
  adultPrice: 900,
  youthPrice: 500,
};
const green = {
  name: 'Green season',
  start: '2027-04-01',
  end: '2027-05-31',
  adultPrice: 600,
  youthPrice: 300,
};
const highNext = { ...high, start: '2028-07-01', end: '2028-10-31' };

describe('seasonMarks', () => {
  it('gives each season name one colour and one key line, across years', () => {
    const marks = seasonMarks({ seasons: [high, green, highNext] });
    expect(marks.map((mark) => mark.label)).toEqual(['High season', 'Green season']);
    expect(new Set(marks.map((mark) => mark.className)).size).toBe(2);
    const [highMark, greenMark] = marks;
    expect(highMark?.has('2027-07-01')).toBe(true);
    expect(highMark?.has('2028-10-31')).toBe(true);
    expect(highMark?.has('2027-11-01')).toBe(false);
    expect(greenMark?.has('2027-05-31')).toBe(true);
    expect(greenMark?.has('2027-07-01')).toBe(false);
  });

  it('has nothing to draw for a tour without seasons', () => {
    expect(seasonMarks({})).toEqual([]);
  });

  it('marks a name shown in English on a page of another language (decision 240)', () => {
    // A German page: staff named the first season in German, not the second.
    const german = {
      seasons: [{ ...high, name: 'Hochsaison' }, green, { ...highNext, name: 'Hochsaison' }],
      inEnglish: ['title', 'seasons.1.name'],
    };
    expect([...englishSeasonNames(german)]).toEqual(['Green season']);
    expect(seasonMarks(german).map((mark) => [mark.label, mark.lang])).toEqual([
      ['Hochsaison', undefined],
      ['Green season', 'en'],
    ]);
    // An English page marks nothing.
    expect(seasonMarks({ seasons: [high, green] }).some((mark) => mark.lang)).toBe(false);
  });
});

describe('departureDayNote', () => {
  const departures = [
    { id: 'a', date: '2027-07-04', seats: 12, price: null, closed: false },
    { id: 'b', date: '2027-07-11', seats: 12, price: null, closed: false },
    { id: 'c', date: '2027-07-18', seats: 2, price: null, closed: true },
  ];

  it('says how many seats are left when few remain, and nothing when there are plenty', () => {
    const seatsLeft = { a: 2, b: 9, c: 2 };
    expect(departureDayNote({ departures }, '2027-07-04', seatsLeft)).toBe('2 seats left');
    expect(departureDayNote({ departures }, '2027-07-11', seatsLeft)).toBeNull();
  });

  it('says nothing of a full or closed departure (it is not offered), nor before the seats are read', () => {
    expect(departureDayNote({ departures }, '2027-07-04', { a: 0 })).toBeNull();
    expect(departureDayNote({ departures }, '2027-07-18', { c: 2 })).toBeNull();
    expect(departureDayNote({ departures }, '2027-07-04', undefined)).toBeNull();
  });

  it('says "1 seat left" for the last seat', () => {
    expect(departureDayNote({ departures }, '2027-07-04', { a: 1 })).toBe('1 seat left');
  });
});

describe('rateHeading', () => {
  it('names the season or the default rate, with the day', () => {
    expect(rateName({ kind: 'season', season: high })).toBe('High season rate');
    expect(rateHeading({ kind: 'season', season: high }, '2027-07-04')).toBe(
      'High season rate for Jul 04, 2027',
    );
    expect(rateHeading({ kind: 'default' }, '2027-12-04')).toBe('Default rate for Dec 04, 2027');
    expect(rateHeading({ kind: 'default' }, '')).toBe('Default rate: choose a date to see its rate');
  });
});

describe('departureChoices', () => {
  const tour = {
    adultPrice: 1000,
    youthPrice: 400,
    durationDays: 5,
    minimumAdults: 1,
    groupSize: { maxPeople: 8, private: false },
    salesMode: 'departures' as const,
    seasons: [high],
    departures: [
      { id: 'april', date: '2027-04-10', seats: 2, price: null, closed: false },
      { id: 'past', date: '2027-01-02', seats: 6, price: null, closed: false },
      { id: 'january', date: '2027-01-20', seats: 6, price: null, closed: false },
      { id: 'closed', date: '2027-02-01', seats: 6, price: null, closed: true },
      {
        id: 'august',
        date: '2027-08-01',
        seats: 8,
        price: { adultPrice: 1500, youthPrice: 700 },
        closed: false,
      },
      { id: 'july', date: '2027-07-05', seats: 4, price: null, closed: false },
    ],
  };
  const party = { adults: 2, youths: 1 };

  it('lists the departures still ahead by date, closed ones left out, priced for the party', () => {
    const choices = departureChoices(tour, '2027-01-10', party, { april: 2, january: 6, july: 4, august: 0 });
    expect(choices.map((choice) => choice.id)).toEqual(['january', 'april', 'july', 'august']);
    expect(choices.find((choice) => choice.id === 'january')).toMatchObject({
      left: 6,
      full: false,
      total: 2400,
    });
    // The season's rate, and a departure's own price, as the database charges them.
    expect(choices.find((choice) => choice.id === 'july')?.total).toBe(2300);
    expect(choices.find((choice) => choice.id === 'august')).toMatchObject({
      left: 0,
      full: true,
      total: 3700,
    });
  });

  it('says nothing of seats before they are read, and marks none full', () => {
    const choices = departureChoices(tour, '2027-01-10', party, undefined);
    expect(choices.every((choice) => choice.left === null && !choice.full)).toBe(true);
  });
});
