import type { TourSummary } from '../types.ts';
import { arushaToManyara } from './arusha-to-manyara.ts';
import { fiveDayLuxurySafari } from './five-day-luxury-safari.ts';
import { fourDaySafari } from './four-day-safari.ts';
import { kilimanjaroSafari } from './kilimanjaro-safari.ts';
import { livingAmongLions } from './living-among-lions.ts';
import { manyaraSafari } from './manyara-safari.ts';
import { serengetiMigration } from './serengeti-migration.ts';
import { tarangireSafari } from './tarangire-safari.ts';
import { wildlifeCulturalExperience } from './wildlife-cultural-experience.ts';

/**
 * The nine tours in the route table's order, which is also "Recommended" order, without their
 * details (`TOURS` in `../tour-details/index.ts` has those).
 */
export const TOUR_SUMMARIES: readonly TourSummary[] = [
  serengetiMigration,
  livingAmongLions,
  tarangireSafari,
  manyaraSafari,
  kilimanjaroSafari,
  fourDaySafari,
  arushaToManyara,
  wildlifeCulturalExperience,
  fiveDayLuxurySafari,
];

/** The highest adult price in the catalogue, the top of the price slider's range. */
export function highestTourPrice(tours: readonly TourSummary[] = TOUR_SUMMARIES): number {
  return tours.reduce((highest, tour) => Math.max(highest, tour.adultPrice), 0);
}
