// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_ROUTES } from '@safari/shared-domain/catalogue';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MODULE, PERSONAL_ROUTES, pageModuleOf, UNRENDERED_PAGE_MODULES } from './page-modules.ts';

const appSource = readFileSync(join(import.meta.dirname, 'App.tsx'), 'utf8');

describe('page modules of the routes', () => {
  it('name every page App.tsx loads lazily, and no other', () => {
    const lazyPages = new Set(
      [...appSource.matchAll(/import\('\.\/(pages\/\w+\.tsx)'\)/g)].map((m) => `src/${m[1]}`),
    );
    const mapped = new Set([
      ...[...PUBLIC_ROUTES, ...PERSONAL_ROUTES].map(pageModuleOf),
      ...UNRENDERED_PAGE_MODULES,
      NOT_FOUND_MODULE,
    ]);
    expect(lazyPages.size).toBeGreaterThan(5);
    expect(mapped).toEqual(lazyPages);
  });

  it('give every prerendered route a page and unknown addresses none', () => {
    for (const route of PUBLIC_ROUTES) expect(pageModuleOf(route), route).not.toBeNull();
    expect(pageModuleOf('/tour/serengeti-migration')).toBe('src/pages/TourPage.tsx');
    expect(pageModuleOf('/no-such-page')).toBeNull();
    expect(pageModuleOf('/tours/extra/parts')).toBeNull();
  });
});
