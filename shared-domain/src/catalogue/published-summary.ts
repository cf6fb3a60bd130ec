import type { CalendarDate } from '../dates/calendar-date.ts';
import { fromPrice } from '../pricing/from-price.ts';
import {
  type PageCatalogue,
  type PublishedCatalogue,
  type PublishedSummary,
  summaryFieldsOf,
  type TourPageDetails,
  tourDetailsOf,
} from './published.ts';
import type { Tour } from './types.ts';

// Apart from published.ts so that a page which only reads summaries already priced (a
// prerendered page's data block) does not download the calendar rules that price them.

/** The summary of a published tour, its "From" price worked out for `today` (Arusha). */
export function tourSummaryOf(tour: Tour, today: CalendarDate): PublishedSummary {
  return { ...summaryFieldsOf(tour), fromPrice: fromPrice(tour, today) };
}

/** The slice of `catalogue` a page at `pathname` needs: the whole tour on its page. */
export function pageCatalogueFor(
  catalogue: PublishedCatalogue,
  pathname: string,
  today: CalendarDate,
): PageCatalogue {
  const slug = /^\/tour\/([^/]+)$/.exec(pathname)?.[1];
  const details: Record<string, TourPageDetails> = {};
  for (const tour of catalogue.tours) if (tour.slug === slug) details[tour.slug] = tourDetailsOf(tour);
  return {
    version: catalogue.version,
    pricedOn: today,
    summaries: catalogue.tours.map((tour) => tourSummaryOf(tour, today)),
    details,
  };
}
