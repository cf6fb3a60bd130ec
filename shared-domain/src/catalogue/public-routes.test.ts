import { describe, expect, it } from 'vitest';
import { DESTINATIONS } from './destination-guides.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';
import { TOURS } from './tour-details/index.ts';

describe('PUBLIC_ROUTES', () => {
  it('has the fixed pages, one page per tour and one per destination guide, each once', () => {
    expect(PUBLIC_ROUTES).toHaveLength(10 + TOURS.length + DESTINATIONS.length);
    expect(new Set(PUBLIC_ROUTES).size).toBe(PUBLIC_ROUTES.length);
    expect(PUBLIC_ROUTES).toContain('/tour/serengeti-migration');
    expect(PUBLIC_ROUTES).toContain('/tour/five-day-luxury-safari');
    expect(PUBLIC_ROUTES).toContain('/destinations/zanzibar');
    for (const page of [
      '/',
      '/tours',
      '/search',
      '/destinations',
      '/about',
      '/contact',
      '/booking',
      '/auth',
    ]) {
      expect(PUBLIC_ROUTES).toContain(page);
    }
  });

  it('keeps the admin dashboard out', () => {
    expect(PUBLIC_ROUTES.some((route) => route.startsWith('/admin'))).toBe(false);
  });
});
