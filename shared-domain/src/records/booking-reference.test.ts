import { describe, expect, it } from 'vitest';
import { normaliseBookingReference } from './booking-reference.ts';

describe('normaliseBookingReference', () => {
  it('reads a reference with or without the dash, in any case, with stray spaces', () => {
    for (const typed of ['TZ-7K3M9Q', 'tz-7k3m9q', 'tz7k3m9q', ' TZ 7K3M 9Q ', 'Tz--7k3m-9Q']) {
      expect(normaliseBookingReference(typed)).toBe('TZ-7K3M9Q');
    }
  });

  it('refuses what cannot be a reference', () => {
    // Letters the alphabet leaves out (0, 1, I, O), a short or long body, no TZ prefix, names.
    for (const typed of ['TZ-7K3M0Q', 'TZ-7K3MIQ', 'TZ-7K3M9', 'TZ-7K3M9QQ', '7K3M9Q', 'ANDREW', 'tz', '']) {
      expect(normaliseBookingReference(typed)).toBeNull();
    }
  });
});
