import { describe, expect, it } from 'vitest';
import { bookingOptionLabels, destinationLabel, tourTypeLabel } from './booking-labels.ts';

describe('booking labels', () => {
  it('shows the custom form’s labels for the ids a booking row holds', () => {
    expect(
      bookingOptionLabels({
        tour_types: ['game-drive', 'balloon'],
        destinations: ['serengeti', 'manyara', 'mikumi'],
        budget: 'mid-range',
        safari_type: 'private',
      }),
    ).toEqual({
      tourTypes: ['Game Drive Safari', 'Hot Air Balloon Safari'],
      destinations: ['Serengeti National Park', 'Lake Manyara', 'Mikumi National Park'],
      budget: 'Mid-Range',
      safariType: 'Private Safari',
    });
  });

  it('keeps empty fields empty and shows an unknown id as it is', () => {
    expect(
      bookingOptionLabels({ tour_types: null, destinations: [], budget: null, safari_type: null }),
    ).toEqual({
      tourTypes: [],
      destinations: [],
      budget: null,
      safariType: null,
    });
    expect(tourTypeLabel('retired-type')).toBe('retired-type');
    // A place tours visit but the custom form does not offer still has its name.
    expect(destinationLabel('mafia')).toBe('Mafia Island');
  });
});
