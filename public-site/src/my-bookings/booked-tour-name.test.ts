import { describe, expect, it } from 'vitest';
import { bookedTourName } from './booked-tour-name.ts';

// What a booking is called on /my-bookings in each language (issue 41).

const recorded = { tour_name: 'Living Among Lions', tour_slug: 'living-among-lions' };
const germanSummaries = [
  { slug: 'living-among-lions', title: 'Leben unter Löwen', inEnglish: ['summary'] },
  { slug: 'manyara-safari', title: 'Manyara Safari', inEnglish: ['title', 'summary'] },
];

describe('bookedTourName', () => {
  it('is the published German title of a catalogue tour on a German page', () => {
    expect(bookedTourName(recorded, germanSummaries, 'de')).toEqual({
      name: 'Leben unter Löwen',
      inEnglish: false,
    });
  });

  it('keeps the recorded name, marked English, for a tour without a German title', () => {
    expect(
      bookedTourName({ tour_name: 'Manyara Day Trip', tour_slug: 'manyara-safari' }, germanSummaries, 'de'),
    ).toEqual({ name: 'Manyara Day Trip', inEnglish: true });
  });

  it('keeps the recorded name of a custom request, and of a tour no longer published', () => {
    const custom = { tour_name: 'Custom safari: Hiking in Zanzibar Island', tour_slug: null };
    expect(bookedTourName(custom, germanSummaries, 'de')).toEqual({
      name: custom.tour_name,
      inEnglish: true,
    });
    const withdrawn = { tour_name: 'Old Tour', tour_slug: 'old-tour' };
    expect(bookedTourName(withdrawn, germanSummaries, 'fr')).toEqual({ name: 'Old Tour', inEnglish: true });
  });

  it('does not trust summaries that were never put into the page’s language', () => {
    const english = [{ slug: 'living-among-lions', title: 'Living Among Lions (renamed)' }];
    expect(bookedTourName(recorded, english, 'de')).toEqual({ name: 'Living Among Lions', inEnglish: true });
  });

  it('is the recorded name, unmarked, on an English page', () => {
    expect(bookedTourName(recorded, germanSummaries, 'en')).toEqual({
      name: 'Living Among Lions',
      inEnglish: false,
    });
  });
});
