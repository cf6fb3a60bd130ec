// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bookedDepartureText, droppedDepartures } from './restore-warning.ts';

const departure = (id: string, date: string, closed = false) => ({ id, date, closed });

describe('droppedDepartures', () => {
  const live = [
    {
      slug: 'a',
      title: 'Tour A',
      departures: [departure('a1', '2027-01-10'), departure('a2', '2027-02-10')],
    },
    {
      slug: 'b',
      title: 'Tour B',
      departures: [departure('b1', '2027-03-01'), departure('b2', '2027-04-01', true)],
    },
    { slug: 'c', title: 'Tour C' },
  ];

  it('names the live departures the chosen version lacks, or whose tour it lacks', () => {
    const chosen = [{ slug: 'a', title: 'Tour A', departures: [departure('a1', '2027-01-10')] }];
    expect(droppedDepartures(live, chosen)).toEqual([
      { slug: 'a', title: 'Tour A', departureId: 'a2', date: '2027-02-10' },
      { slug: 'b', title: 'Tour B', departureId: 'b1', date: '2027-03-01' },
    ]);
  });

  it('counts one the chosen version has closed, not one already closed live', () => {
    const chosen = [
      {
        slug: 'a',
        title: 'Tour A',
        departures: [departure('a1', '2027-01-10'), departure('a2', '2027-02-10', true)],
      },
      { slug: 'b', title: 'Tour B', departures: [departure('b1', '2027-03-01')] },
    ];
    expect(droppedDepartures(live, chosen).map((d) => d.departureId)).toEqual(['a2']);
  });

  it('is empty when the chosen version keeps every open departure', () => {
    expect(droppedDepartures(live, live)).toEqual([]);
  });
});

describe('bookedDepartureText', () => {
  it('names the tour, the day and the seats booked', () => {
    const text = bookedDepartureText({
      slug: 'a',
      title: 'Tour A',
      departureId: 'a1',
      date: '2027-01-10',
      taken: 1,
    });
    expect(text).toMatch(/^Tour A, .*2027: 1 seat booked$/);
  });
});
