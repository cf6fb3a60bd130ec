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

export const IMAGE_URL_PATTERN = /^\/images\/(tours|destinations)\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/;
