import type { Language } from '../i18n/languages.ts';
import type { ListingTourTypeId, LocationId } from './options.ts';

/** A fixed-length list, so that "four wildlife cards" is checked by the compiler. */
export type Tuple<T, N extends number, Acc extends T[] = []> = Acc['length'] extends N
  ? Acc
  : Tuple<T, N, [...Acc, T]>;

export type Meal = 'Breakfast' | 'Lunch' | 'Dinner';

export interface ItineraryDay {
  readonly day: number;
  readonly title: string;
  readonly description: string;
  readonly destination: string;
  /** null on a day that ends at home or at the airport. */
  readonly accommodation: string | null;
  readonly meals: readonly Meal[];
  readonly highlights: readonly string[];
  readonly image: string;
}

export interface TourFact {
  readonly label: string;
  readonly value: string;
}

export interface AgeBand {
  readonly minAge: number;
  readonly maxAge: number;
}

/** 'private' = the vehicle and guide are the booking party's alone. */
export interface GroupSize {
  readonly maxPeople: number | null;
  readonly private: boolean;
}

export type TourBadge = 'FEATURED' | 'LUXURY' | 'PRIVATE';

/**
 * What cards, the listing, search and their filters need of a tour. The home page imports only
 * these; the rest of a tour (`TourDetails`) is in modules only the tour page reaches, so its
 * itineraries stay out of the first visit's JavaScript (docs/performance.md).
 */
export interface TourSummary {
  /** The last segment of `/tour/<slug>`. */
  readonly slug: string;
  readonly title: string;
  readonly shortTitle: string;
  /** The location the tours listing files the tour under. */
  readonly locationId: LocationId;
  /** Every place the itinerary spends time in, in visiting order. */
  readonly locationsVisited: readonly LocationId[];
  readonly tourTypes: readonly [ListingTourTypeId, ...ListingTourTypeId[]];
  readonly durationDays: number;
  readonly durationNights: number;
  /** US dollars per adult (18+). */
  readonly adultPrice: number;
  /** US dollars per youth in `youthAgeBand`. */
  readonly youthPrice: number;
  readonly youthAgeBand: AgeBand;
  readonly minimumAdults: number;
  readonly groupSize: GroupSize;
  readonly startsIn: string;
  readonly endsIn: string;
  /** One sentence for cards. */
  readonly summary: string;
  readonly heroImage: string;
  /** Average guest rating out of 5, or null while the tour has none on record. */
  readonly rating: number | null;
  readonly highlights: readonly string[];
  readonly badges: readonly TourBadge[];
  /** Shown among the home page's featured tours (in catalogue order). */
  readonly featured: boolean;
}

/** The tour page's content beyond the summary. */
export interface TourDetails {
  readonly facts: readonly TourFact[];
  readonly overview: readonly string[];
  readonly included: readonly string[];
  readonly excluded: readonly string[];
  readonly itinerary: readonly ItineraryDay[];
  readonly gallery: readonly string[];
  readonly cancellationNote: string;
}

/**
 * How a tour is sold (issue 27, decision 150): 'private-dates' = the party chooses any start date
 * the tour is not closed on; 'departures' = the party joins one of the tour's scheduled departures
 * and takes seats on it.
 */
export type SalesMode = 'private-dates' | 'departures';

/** Per-person prices in whole US dollars. */
export interface PerPersonPrices {
  readonly adultPrice: number;
  readonly youthPrice: number;
}

/**
 * A season: from `start` to `end` (both `YYYY-MM-DD`, both included) a trip that STARTS on one of
 * its days costs these prices per person. Outside every season the tour's own `adultPrice` and
 * `youthPrice` (the default rate) apply. A tour's seasons never overlap.
 */
export interface TourSeason extends PerPersonPrices {
  /** Shown to staff and in the date picker: 'High season', 'Green season'. */
  readonly name: string;
  readonly start: string;
  readonly end: string;
}

/**
 * Private trips only: a party of at most `maxTravellers` (adults + youths) pays `perPerson`
 * dollars more for each traveller, on top of the day's rate. The smallest matching size applies;
 * a party bigger than every size pays no supplement.
 */
export interface PartySupplement {
  readonly maxTravellers: number;
  readonly perPerson: number;
}

/** A scheduled departure of a tour sold by departures. */
export interface TourDeparture {
  /** Stable within the tour (bookings name it): lower-case letters, digits, single hyphens. */
  readonly id: string;
  /** The day it starts, `YYYY-MM-DD`. */
  readonly date: string;
  /** Seats for sale on it in all. */
  readonly seats: number;
  /** Replaces the season's (or the default) rate for this departure; null: the usual rate. */
  readonly price: PerPersonPrices | null;
  /** A closed departure takes no new requests; its travellers keep their places. */
  readonly closed: boolean;
}

/** Private trips only: days the tour does not run (the operator's holidays, a vehicle in service). */
export interface ClosedDates {
  readonly start: string;
  readonly end: string;
  /** For staff; may be ''. */
  readonly note: string;
}

/**
 * Prices and places that follow the calendar (issue 27). Every field is optional: a tour without
 * them (every tour published before issue 27) sells private dates at its one price all year.
 */
export interface TourCalendar {
  /** Absent: 'private-dates'. */
  readonly salesMode?: SalesMode;
  readonly seasons?: readonly TourSeason[];
  /** Used in 'private-dates' mode only. */
  readonly partySupplements?: readonly PartySupplement[];
  /** Used in 'departures' mode only. */
  readonly departures?: readonly TourDeparture[];
  /** Used in 'private-dates' mode only. */
  readonly closedDates?: readonly ClosedDates[];
}

/** A language a tour's texts may be translated into: every language but the source, English. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

/** A day's translated texts; index i of the translated itinerary translates day i + 1. */
export interface ItineraryDayTexts {
  readonly title?: string;
  readonly description?: string;
  /** Where the day goes and where it ends, as staff word them ('Serengeti National Park'). */
  readonly destination?: string;
  /** Unused on a day without accommodation (the English one is null). */
  readonly accommodation?: string;
  /** The day's highlight tags; item j translates the English day's highlight j (decision 240). */
  readonly highlights?: readonly string[];
}

/** A fact's translated label and value; index i of the translated facts translates fact i. */
export interface TourFactTexts {
  readonly label?: string;
  readonly value?: string;
}

/** A season's translated name; index i of the translated seasons names season i (decision 240). */
export interface TourSeasonTexts {
  readonly name?: string;
}

/**
 * A tour's texts in one other language (issue 41): only texts, never prices, dates or seats. A
 * field that is absent or blank, and a list item that is, stays English; list items translate the
 * English item at the same index.
 */
export interface TourTexts {
  readonly title?: string;
  readonly summary?: string;
  readonly highlights?: readonly string[];
  /** The facts box's labels and values (decision 239). */
  readonly facts?: readonly TourFactTexts[];
  readonly overview?: readonly string[];
  readonly itinerary?: readonly ItineraryDayTexts[];
  readonly included?: readonly string[];
  /** What the price leaves out, item i translating English item i (decision 240). */
  readonly excluded?: readonly string[];
  /** The booking panel's cancellation terms (decision 240). */
  readonly cancellationNote?: string;
  /** The names of the tour's seasons, shown in the booking panel's calendar (decision 240). */
  readonly seasons?: readonly TourSeasonTexts[];
}

export type TourTranslations = Readonly<Partial<Record<TranslatedLanguage, TourTexts>>>;

/** A tour's translations (issue 41); absent on a tour nobody translated. */
export interface TourTranslated {
  readonly translations?: TourTranslations;
}

export interface Tour extends TourSummary, TourDetails, TourCalendar, TourTranslated {}
