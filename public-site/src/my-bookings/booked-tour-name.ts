import { type PublishedSummary, shownInEnglish } from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE, type Language } from '@safari/shared-domain/i18n';
import type { MyBooking } from './my-bookings-service.ts';

/** The name a booking shows, and whether it is English on a page of another language. */
export interface BookedTourName {
  readonly name: string;
  readonly inEnglish: boolean;
}

/**
 * A booking's name on /my-bookings in `language` (issue 41). The database records a catalogue
 * tour's English title and composes a custom request's name in English, so on a German page a
 * catalogue tour shows its published German title where staff wrote one; anything else keeps
 * the recorded name, English, and says so (`lang="en"`). `summaries` are the published tours in
 * the page's language.
 */
export function bookedTourName(
  booking: Pick<MyBooking, 'tour_name' | 'tour_slug'>,
  summaries: readonly Pick<PublishedSummary, 'slug' | 'title' | 'inEnglish'>[],
  language: Language,
): BookedTourName {
  if (language === DEFAULT_LANGUAGE) return { name: booking.tour_name, inEnglish: false };
  const tour =
    booking.tour_slug === null ? undefined : summaries.find((each) => each.slug === booking.tour_slug);
  // A summary without `inEnglish` was put into no other language: its title is English too.
  if (!tour?.inEnglish || shownInEnglish(tour, 'title')) return { name: booking.tour_name, inEnglish: true };
  return { name: tour.title, inEnglish: false };
}
