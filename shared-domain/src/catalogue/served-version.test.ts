import { describe, expect, it } from 'vitest';
import { catalogueVersionMeta, servedCatalogueVersion } from './served-version.ts';

describe('the served catalogue version', () => {
  it('reads back what a page head names', () => {
    const html = `<html><head><title>x</title>${catalogueVersionMeta(42)}</head><body></body></html>`;
    expect(servedCatalogueVersion(html)).toBe(42);
  });

  it('is null for a page that names none, or names something else', () => {
    expect(servedCatalogueVersion('<html><head></head></html>')).toBeNull();
    expect(servedCatalogueVersion('<meta name="catalogue-version" content="x">')).toBeNull();
  });
});
