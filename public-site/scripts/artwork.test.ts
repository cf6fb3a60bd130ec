// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_IMAGE_URLS } from '@safari/shared-domain/catalogue';
import { describe, expect, it } from 'vitest';
import { sceneForImage } from './artwork-catalogue.ts';
import { renderScene } from './artwork-scenes.ts';

const publicDir = join(import.meta.dirname, '..', '..', 'shell', 'public');

describe('artwork', () => {
  it('has a file for every catalogue picture, equal to what the generator draws', () => {
    for (const url of CATALOGUE_IMAGE_URLS) {
      const file = readFileSync(join(publicDir, url), 'utf8');
      expect(file, `${url}: run pnpm --filter @safari/public-site artwork`).toBe(
        renderScene(sceneForImage(url)),
      );
    }
  });

  it('gives every picture a viewBox and a size, and keeps it small', () => {
    for (const url of CATALOGUE_IMAGE_URLS) {
      const svg = renderScene(sceneForImage(url));
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 800" width="1200" height="800"/);
      expect(svg.length).toBeLessThan(6000);
    }
  });

  it('draws the mountain for Kilimanjaro and the sea for Zanzibar', () => {
    expect(sceneForImage('/images/destinations/kilimanjaro/hero.svg').backdrop).toBe('kilimanjaro');
    expect(sceneForImage('/images/destinations/zanzibar/hero.svg').backdrop).toBe('sea');
    expect(sceneForImage('/images/destinations/ngorongoro/black-rhino.svg').figures).toContain('rhino');
  });
});
