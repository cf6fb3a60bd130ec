import { TOUR_SUMMARIES } from '../tours/index.ts';
import type { Tour, TourDetails, TourSummary } from '../types.ts';
import { arushaToManyaraDetails } from './arusha-to-manyara.ts';
import { fiveDayLuxurySafariDetails } from './five-day-luxury-safari.ts';
import { fourDaySafariDetails } from './four-day-safari.ts';
import { kilimanjaroSafariDetails } from './kilimanjaro-safari.ts';
import { livingAmongLionsDetails } from './living-among-lions.ts';
import { manyaraSafariDetails } from './manyara-safari.ts';
import { serengetiMigrationDetails } from './serengeti-migration.ts';
import { tarangireSafariDetails } from './tarangire-safari.ts';
import { wildlifeCulturalExperienceDetails } from './wildlife-cultural-experience.ts';

// Only pages that show a tour's itinerary or lists import this module, so its text is in their
// chunks and not in the home page's.
const DETAILS_BY_SLUG: Readonly<Record<string, TourDetails>> = {
  'serengeti-migration': serengetiMigrationDetails,
  'living-among-lions': livingAmongLionsDetails,
  'tarangire-safari': tarangireSafariDetails,
  'manyara-safari': manyaraSafariDetails,
  'kilimanjaro-safari': kilimanjaroSafariDetails,
  'four-day-safari': fourDaySafariDetails,
  'arusha-to-manyara': arushaToManyaraDetails,
  'wildlife-cultural-experience': wildlifeCulturalExperienceDetails,
  'five-day-luxury-safari': fiveDayLuxurySafariDetails,
};

/** A whole tour, its fields in the order the catalogue has always listed them. */
function withDetails(summary: TourSummary): Tour {
  const details = DETAILS_BY_SLUG[summary.slug];
  if (!details) throw new Error(`Tour ${summary.slug} has no details`);
  const { facts, overview, included, excluded, itinerary, gallery, cancellationNote } = details;
  const { slug, title, shortTitle, locationId, locationsVisited, tourTypes, durationDays } = summary;
  const { durationNights, adultPrice, youthPrice, youthAgeBand, minimumAdults, groupSize } = summary;
  const { startsIn, endsIn, heroImage, rating, highlights, badges, featured } = summary;
  return {
    slug,
    title,
    shortTitle,
    locationId,
    locationsVisited,
    tourTypes,
    durationDays,
    durationNights,
    adultPrice,
    youthPrice,
    youthAgeBand,
    minimumAdults,
    groupSize,
    startsIn,
    endsIn,
    facts,
    summary: summary.summary,
    overview,
    included,
    excluded,
    itinerary,
    heroImage,
    gallery,
    rating,
    highlights,
    badges,
    featured,
    cancellationNote,
  };
}

/** The nine tours with everything the tour page shows, in "Recommended" order. */
export const TOURS: readonly Tour[] = TOUR_SUMMARIES.map(withDetails);

export function findTour(slug: string): Tour | undefined {
  return TOURS.find((tour) => tour.slug === slug);
}
