import type { Tour } from '@safari/shared-domain/catalogue';

/** A tour address from a title: lower-case words joined by hyphens ('Big 5 Safari!' → 'big-5-safari'). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** `wanted`, or `wanted-2`, `wanted-3`… whichever no tour has yet. */
export function uniqueSlug(wanted: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(wanted)) return wanted;
  for (let n = 2; ; n += 1) {
    const candidate = `${wanted}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

type TourWithFeatured = Tour & { readonly featured?: boolean };

/**
 * A copy to start a new tour from: every field of the original under a new address and title, not
 * featured (the home page's cards stay as they are until staff choose otherwise).
 */
export function duplicateTour<T extends TourWithFeatured>(tour: T, takenSlugs: Iterable<string>): T {
  const copy = structuredClone(tour) as T & {
    slug: string;
    title: string;
    shortTitle: string;
    featured?: boolean;
  };
  copy.slug = uniqueSlug(`${tour.slug}-copy`, takenSlugs);
  copy.title = `${tour.title} (copy)`;
  copy.shortTitle = `${tour.shortTitle} (copy)`;
  if ('featured' in copy) copy.featured = false;
  return copy;
}

/**
 * The form of a new tour: empty texts for staff to fill (the schema names each one still
 * missing), one day, and pictures the site already has.
 */
export function blankTour(picture: string) {
  return {
    slug: '',
    title: '',
    shortTitle: '',
    locationId: 'serengeti',
    locationsVisited: ['serengeti'],
    tourTypes: ['safari'],
    durationDays: 1,
    durationNights: 0,
    adultPrice: 0,
    youthPrice: 0,
    youthAgeBand: { minAge: 12, maxAge: 17 },
    minimumAdults: 1,
    groupSize: { maxPeople: 6, private: false },
    startsIn: '',
    endsIn: '',
    summary: '',
    heroImage: picture,
    rating: null,
    highlights: [],
    badges: [],
    featured: false,
    facts: [],
    overview: [''],
    included: [],
    excluded: [],
    itinerary: [
      {
        day: 1,
        title: '',
        description: '',
        destination: '',
        accommodation: null,
        meals: [],
        highlights: [],
        image: picture,
      },
    ],
    gallery: [picture],
    cancellationNote: '',
  } as const satisfies Tour;
}
