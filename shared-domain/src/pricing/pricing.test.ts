import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTour, TOURS } from '../catalogue/tour-details/index.ts';
import { numberOfGuests, tourBookingTotal } from './booking-total.ts';
import {
  CUSTOM_SAFARI_FALLBACK_RATE,
  customSafariEstimate,
  customSafariGuests,
  customSafariPerPersonRate,
  parseGuestChoice,
} from './custom-safari-estimate.ts';
import { formatAdminAmount, formatUsd, fromPricePerPersonText } from './money.ts';

describe('tour booking total (docs/product.md §6)', () => {
  it('is adults × adult price + youths × youth price', () => {
    const lions = { adultPrice: 4470, youthPrice: 3350 };
    expect(tourBookingTotal(lions, { adults: 2, youths: 1 })).toBe(2 * 4470 + 3350);
    expect(tourBookingTotal({ adultPrice: 1232, youthPrice: 616 }, { adults: 1, youths: 2 })).toBe(2464);
    expect(tourBookingTotal({ adultPrice: 2266, youthPrice: 1133 }, { adults: 0, youths: 0 })).toBe(0);
    expect(numberOfGuests({ adults: 2, youths: 3 })).toBe(5);
  });

  it('refuses negative or fractional head counts', () => {
    const prices = { adultPrice: 1100, youthPrice: 950 };
    expect(() => tourBookingTotal(prices, { adults: -1, youths: 0 })).toThrow(RangeError);
    expect(() => tourBookingTotal(prices, { adults: 1, youths: 0.5 })).toThrow(RangeError);
    expect(() => tourBookingTotal(prices, { adults: Number.NaN, youths: 0 })).toThrow(RangeError);
  });

  const tourArb = fc.constantFrom(...TOURS);
  const count = fc.integer({ min: 0, max: 50 });

  it('is never negative and never falls when a guest is added', () => {
    fc.assert(
      fc.property(tourArb, count, count, (tour, adults, youths) => {
        const total = tourBookingTotal(tour, { adults, youths });
        expect(total).toBeGreaterThanOrEqual(0);
        expect(tourBookingTotal(tour, { adults: adults + 1, youths })).toBeGreaterThanOrEqual(total);
        expect(tourBookingTotal(tour, { adults, youths: youths + 1 })).toBeGreaterThanOrEqual(total);
      }),
    );
  });
});

describe('custom safari estimate (docs/product.md §7)', () => {
  it.each([
    ['game-drive', 1500],
    ['hiking', 2000],
    ['cultural', 800],
    ['beach', 1200],
    ['yoga', 1800],
    ['photography', 2500],
    ['family', 1300],
    ['luxury', 3500],
    ['wildlife', 1500],
    ['walking', 1500],
    ['balloon', 1500],
    ['bird-watching', 1500],
  ])('charges %s at $%i per person', (type, rate) => {
    expect(customSafariPerPersonRate([type])).toBe(rate);
  });

  it('uses the FIRST selected type only, and 1500 with none', () => {
    expect(customSafariPerPersonRate(['cultural', 'luxury'])).toBe(800);
    expect(customSafariPerPersonRate(['luxury', 'cultural'])).toBe(3500);
    expect(customSafariPerPersonRate([])).toBe(1500);
    expect(customSafariPerPersonRate(['constructor'])).toBe(CUSTOM_SAFARI_FALLBACK_RATE);
  });

  it("counts '9+' as 9 and '6+' as 6", () => {
    expect(parseGuestChoice('9+')).toBe(9);
    expect(parseGuestChoice('6+')).toBe(6);
    expect(parseGuestChoice('3')).toBe(3);
    expect(parseGuestChoice(undefined)).toBe(0);
    expect(parseGuestChoice('')).toBe(0);
    expect(parseGuestChoice('-2')).toBe(0);
    expect(customSafariGuests({ adults: '9+', children: '6+' })).toBe(15);
  });

  it('is the rate times adults plus children', () => {
    expect(customSafariEstimate({ tourTypes: ['hiking'], adults: '2', children: '1' })).toBe(6000);
    expect(customSafariEstimate({ tourTypes: ['luxury'], adults: '9+', children: '6+' })).toBe(52500);
    expect(customSafariEstimate({ tourTypes: ['balloon'], adults: '1' })).toBe(1500);
  });

  const adults = fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8', '9+');
  const children = fc.constantFrom('0', '1', '2', '3', '4', '5', '6+');
  const types = fc.array(fc.constantFrom('game-drive', 'hiking', 'cultural', 'luxury', 'walking'), {
    maxLength: 4,
  });

  it('is never negative and never falls when a child is added', () => {
    fc.assert(
      fc.property(types, adults, children, (tourTypes, a, c) => {
        const estimate = customSafariEstimate({ tourTypes, adults: a, children: c });
        expect(estimate).toBeGreaterThanOrEqual(0);
        const more = String(parseGuestChoice(c) + 1);
        expect(customSafariEstimate({ tourTypes, adults: a, children: more })).toBeGreaterThanOrEqual(
          estimate,
        );
      }),
    );
  });
});

describe('money formatting', () => {
  it("shows card prices like '$2,970'", () => {
    expect(formatUsd(2970)).toBe('$2,970');
    expect(formatUsd(1071)).toBe('$1,071');
    expect(formatUsd(950)).toBe('$950');
  });

  it("writes the luxury card's line 'From $2,266 per person'", () => {
    expect(fromPricePerPersonText(findTour('five-day-luxury-safari')?.adultPrice ?? 0)).toBe(
      'From $2,266 per person',
    );
  });

  it("shows admin amounts with two decimals: '$1,234.00'", () => {
    expect(formatAdminAmount(1234)).toBe('$1,234.00');
    expect(formatAdminAmount(52500)).toBe('$52,500.00');
    expect(formatAdminAmount(0)).toBe('$0.00');
    expect(formatAdminAmount(99.5)).toBe('$99.50');
  });
});
