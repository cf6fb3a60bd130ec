// Every image the catalogue names lives under /images and is an SVG the public site ships.
// Paths are built here only, so the list of files to draw (CATALOGUE_IMAGE_URLS) cannot drift.

export function tourImage(slug: string, name: 'hero' | `gallery-${number}` | `day-${number}`): string {
  return `/images/tours/${slug}/${name}.svg`;
}

export function tourGallery(slug: string, extraImages: number): string[] {
  return [
    tourImage(slug, 'hero'),
    ...Array.from({ length: extraImages }, (_, i) => tourImage(slug, `gallery-${i + 1}`)),
  ];
}

export function destinationImage(destinationId: string, name: string): string {
  return `/images/destinations/${destinationId}/${name}.svg`;
}

export const IMAGE_URL_PATTERN = /^\/images\/((tours|destinations)\/[a-z0-9-]+|site)\/[a-z0-9-]+\.svg$/;

export function siteImage(name: string): string {
  return `/images/site/${name}.svg`;
}

/**
 * Pictures of pages that are not about one tour or destination, and the stand-in shown when a
 * picture fails to load. The operator swaps in photographs by replacing the files.
 */
export const SITE_IMAGES = {
  homeHero: siteImage('home-hero'),
  customSafari: siteImage('custom-safari'),
  destinationsHero: siteImage('destinations-hero'),
  aboutHero: siteImage('about-hero'),
  toursHero: siteImage('tours-hero'),
  placeholder: siteImage('placeholder'),
} as const;
