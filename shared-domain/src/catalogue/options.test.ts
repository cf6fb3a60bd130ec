import { describe, expect, it } from 'vitest';
import {
  ADULT_CHOICES,
  BUDGETS,
  CHILDREN_CHOICES,
  CUSTOM_DESTINATIONS,
  CUSTOM_TOUR_TYPES,
  SAFARI_TYPES,
} from './form-options.ts';
import {
  HERO_DESTINATIONS,
  HERO_TOUR_TYPES,
  listingTypeForHeroTourType,
  locationForHeroDestination,
} from './hero-options.ts';
import { isListingTourTypeId, isLocationId, LISTING_TOUR_TYPES, labelOf } from './options.ts';

describe('option lists of docs/product.md §3', () => {
  it('hero destinations', () => {
    expect(HERO_DESTINATIONS).toEqual([
      'Serengeti National Park',
      'Ngorongoro Crater',
      'Mount Kilimanjaro',
      'Zanzibar Island',
      'Tarangire National Park',
      'Lake Manyara',
      'Arusha National Park',
      'Ruaha National Park',
      'Selous Game Reserve',
      'Mafia Island',
    ]);
  });

  it('hero tour types, value and label', () => {
    expect(HERO_TOUR_TYPES).toEqual([
      { value: 'Wildlife Safari', label: 'Wildlife Safari' },
      { value: 'Mountain Climbing', label: 'Mountain Climbing' },
      { value: 'Beach Holiday', label: 'Beach Holiday' },
      { value: 'Cultural', label: 'Cultural Tours' },
      { value: 'Hiking', label: 'Hiking Adventures' },
      { value: 'Yoga', label: 'Yoga Tours' },
    ]);
    // A select option may not have an empty value (docs/product.md §4).
    for (const option of HERO_TOUR_TYPES) expect(option.value).not.toBe('');
  });

  it('maps each hero destination to its location id; anything else means all', () => {
    expect(HERO_DESTINATIONS.map(locationForHeroDestination)).toEqual([
      'serengeti',
      'ngorongoro',
      'kilimanjaro',
      'zanzibar',
      'tarangire',
      'manyara',
      'arusha',
      'ruaha',
      'selous',
      'mafia',
    ]);
    expect(locationForHeroDestination('Atlantis')).toBeNull();
    expect(locationForHeroDestination('toString')).toBeNull();
  });

  it('maps each hero tour type to a listing type', () => {
    expect(HERO_TOUR_TYPES.map((type) => listingTypeForHeroTourType(type.value))).toEqual([
      'safari',
      'hiking',
      'beach',
      'cultural',
      'hiking',
      'yoga',
    ]);
    expect(listingTypeForHeroTourType('Skydiving')).toBeNull();
  });

  it('listing tour types', () => {
    expect(LISTING_TOUR_TYPES.map((type) => type.label)).toEqual([
      'Yoga',
      'Hiking',
      'Safari',
      'Cultural',
      'Museums',
      'Beach',
    ]);
    expect(isListingTourTypeId('museums')).toBe(true);
    expect(isListingTourTypeId('Museums')).toBe(false);
  });

  it('custom form tour types: twelve ids and labels', () => {
    expect(CUSTOM_TOUR_TYPES.map((type) => [type.id, type.label])).toEqual([
      ['game-drive', 'Game Drive Safari'],
      ['hiking', 'Mountain Hiking'],
      ['cultural', 'Cultural Tour'],
      ['beach', 'Beach & Island'],
      ['yoga', 'Yoga & Wellness Retreat'],
      ['photography', 'Photography Safari'],
      ['family', 'Family Adventure'],
      ['luxury', 'Luxury Safari'],
      ['wildlife', 'Wildlife Photography'],
      ['walking', 'Walking Safari'],
      ['balloon', 'Hot Air Balloon Safari'],
      ['bird-watching', 'Bird Watching Tour'],
    ]);
  });

  it('custom form destinations: ten ids and labels', () => {
    expect(CUSTOM_DESTINATIONS.map((d) => [d.id, d.label])).toEqual([
      ['serengeti', 'Serengeti National Park'],
      ['ngorongoro', 'Ngorongoro Crater'],
      ['zanzibar', 'Zanzibar Island'],
      ['kilimanjaro', 'Mount Kilimanjaro'],
      ['tarangire', 'Tarangire National Park'],
      ['manyara', 'Lake Manyara'],
      ['selous', 'Selous Game Reserve'],
      ['ruaha', 'Ruaha National Park'],
      ['mikumi', 'Mikumi National Park'],
      ['arusha', 'Arusha National Park'],
    ]);
    for (const d of CUSTOM_DESTINATIONS) expect(isLocationId(d.id)).toBe(true);
  });

  it('budgets and safari types', () => {
    expect(BUDGETS.map((b) => b.id)).toEqual(['budget-friendly', 'mid-range', 'luxury']);
    expect(SAFARI_TYPES.map((s) => s.id)).toEqual(['private', 'group']);
  });

  it('adults 1 to 8 and 9+; children 0 to 5 and 6+', () => {
    expect(ADULT_CHOICES).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9+']);
    expect(CHILDREN_CHOICES).toEqual(['0', '1', '2', '3', '4', '5', '6+']);
  });

  it('labels an id, or shows the id itself when unknown', () => {
    expect(labelOf(CUSTOM_TOUR_TYPES, 'balloon')).toBe('Hot Air Balloon Safari');
    expect(labelOf(CUSTOM_TOUR_TYPES, 'mystery')).toBe('mystery');
  });
});
