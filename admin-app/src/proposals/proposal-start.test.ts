import { defaultSiteSettings } from '@safari/shared-domain';
import { describe, expect, it } from 'vitest';
import {
  defaultValidUntil,
  proposalDayFromGuide,
  proposalDayFromTour,
  startingValues,
} from './proposal-start.ts';

const day = {
  day: 1,
  title: 'Arrival in Arusha',
  description: 'Met at the airport and driven to the lodge.',
  destination: 'Arusha',
  accommodation: null,
  meals: ['Dinner'] as const,
  highlights: [],
  image: '/images/x.svg',
};

describe('where a proposal starts', () => {
  it('takes a tour day as place, title and description, lodge and meals', () => {
    expect(proposalDayFromTour(day)).toEqual({
      place: 'Arusha',
      text: 'Arrival in Arusha\nMet at the airport and driven to the lodge.',
      accommodation: '',
      meals: ['Dinner'],
    });
  });

  it('takes a guide as a day there with its opening paragraph', () => {
    expect(
      proposalDayFromGuide({ heroTitle: 'Serengeti National Park', intro: ['Plains.', 'More.'] }),
    ).toEqual({
      place: 'Serengeti National Park',
      text: 'Plains.',
      accommodation: '',
      meals: [],
    });
  });

  it('is valid two weeks, or until the trip starts when that is sooner', () => {
    expect(defaultValidUntil('2026-12-01', '2027-03-01')).toBe('2026-12-15');
    expect(defaultValidUntil('2026-12-01', '2026-12-05')).toBe('2026-12-05');
  });

  it('starts from the booking, the tour, the catalogue price and the operator’s terms', () => {
    const values = startingValues({
      booking: { tour_name: 'Lions', tour_date: '2027-03-01', end_date: null, adults: 2, youths: 1 },
      tour: { itinerary: [day], included: ['Park fees'], excluded: ['Visas'] } as never,
      price: { adultPrice: 2500, youthPrice: 1200 },
      terms: defaultSiteSettings.paymentTerms,
      today: '2026-12-01',
    });
    expect(values).toMatchObject({
      title: 'Lions',
      startDate: '2027-03-01',
      endDate: '2027-03-01',
      adults: 2,
      youths: 1,
      included: ['Park fees'],
      excluded: ['Visas'],
      adultPrice: 2500,
      youthPrice: 1200,
      validUntil: '2026-12-15',
      depositPercent: 30,
      depositDueDays: 7,
      balanceDaysBefore: 60,
    });
    expect(values.days).toHaveLength(1);
    const blank = startingValues({
      booking: { tour_name: 'Custom', tour_date: '2027-03-01', end_date: '2027-03-05', adults: 1, youths: 0 },
      tour: null,
      price: null,
      terms: defaultSiteSettings.paymentTerms,
      today: '2026-12-01',
    });
    expect(blank).toMatchObject({ days: [], included: [], adultPrice: 0, endDate: '2027-03-05' });
  });
});
