import { DESTINATIONS } from './destination-guides.ts';
import { SITE_IMAGES } from './images.ts';
import { TOURS } from './tour-details/index.ts';

function destinationImages(): string[] {
  return DESTINATIONS.flatMap((destination) => {
    const cards =
      destination.id === 'ngorongoro'
        ? destination.wildlife
        : destination.id === 'zanzibar'
          ? destination.attractions
          : [];
    return [destination.image, ...cards.map((card) => card.image)];
  });
}

function tourImages(): string[] {
  return TOURS.flatMap((tour) => [
    tour.heroImage,
    ...tour.gallery,
    ...tour.itinerary.map((day) => day.image),
  ]);
}

/** Every image URL the catalogue refers to, once each and sorted: the public site's artwork list. */
export const CATALOGUE_IMAGE_URLS: readonly string[] = [
  ...new Set([...tourImages(), ...destinationImages(), ...Object.values(SITE_IMAGES)]),
].sort();
