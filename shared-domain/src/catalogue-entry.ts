// `@safari/shared-domain/catalogue`: the catalogue, option lists, dates, pricing, search and
// record builders. Pure and stateless, so each app bundles only what it uses.
// Catalogue: tours, destinations, option lists and the views derived from them.
export {
  type ListingTourCard,
  listingTourCard,
  type SearchResultCard,
  searchResultCard,
  TOUR_BOOKING_PANEL_ID,
  tourBookingPath,
} from './catalogue/cards.ts';
export {
  DESTINATION_GUIDE_TEXTS,
  DESTINATIONS,
  findDestination,
  kilimanjaroGuide,
  ngorongoroGuide,
  serengetiGuide,
  zanzibarGuide,
} from './catalogue/destination-guides.ts';
export {
  CARD_TEXT_FIELDS,
  type CardTextField,
  type CardTexts,
  DESTINATION_CARD_TEXTS,
  type DestinationCardTexts,
  type DestinationGuideTexts,
  type GuideInLanguage,
  type GuideTextField,
  type GuideTexts,
  type PartialCardTexts,
  type PartialGuideTexts,
  type SummaryInLanguage,
  summaryInLanguage,
} from './catalogue/destination-texts.ts';
export {
  type CallToAction,
  type ClimbingRoute,
  DESTINATION_SUMMARIES,
  type Destination,
  type DestinationId,
  type DestinationSummary,
  type ImageCard,
  type KilimanjaroGuide,
  type NgorongoroGuide,
  type SeasonPeriod,
  type SerengetiGuide,
  type ZanzibarGuide,
} from './catalogue/destinations.ts';
export {
  type FeaturedTourCard,
  featuredTourCard,
  featuredTourCards,
} from './catalogue/featured.ts';
export {
  ADULT_CHOICES,
  BUDGET_IDS,
  BUDGETS,
  type BudgetId,
  CHILDREN_CHOICES,
  CUSTOM_DESTINATION_IDS,
  CUSTOM_DESTINATIONS,
  CUSTOM_TOUR_TYPE_IDS,
  CUSTOM_TOUR_TYPES,
  type CustomDestinationId,
  type CustomTourTypeId,
  SAFARI_TYPE_IDS,
  SAFARI_TYPES,
  type SafariTypeId,
} from './catalogue/form-options.ts';
export { GUIDE_TEXT_FIELDS, guideInLanguage } from './catalogue/guide-in-language.ts';
export {
  HERO_DESTINATION_LOCATIONS,
  HERO_DESTINATIONS,
  HERO_TOUR_TYPE_LISTING_TYPES,
  HERO_TOUR_TYPES,
  type HeroDestination,
  type HeroTourType,
  listingTypeForHeroTourType,
  locationForHeroDestination,
} from './catalogue/hero-options.ts';
export { CATALOGUE_IMAGE_URLS } from './catalogue/image-list.ts';
export {
  destinationImage,
  IMAGE_URL_PATTERN,
  SITE_IMAGES,
  siteImage,
  tourGallery,
  tourImage,
} from './catalogue/images.ts';
export { type LocationChip, locationChips } from './catalogue/location-chips.ts';
export {
  isListingTourTypeId,
  isLocationId,
  LISTING_TOUR_TYPES,
  type ListingTourTypeId,
  LOCATION_IDS,
  LOCATION_NAMES,
  type LocationId,
  labelOf,
  type Option,
} from './catalogue/options.ts';
// Uploaded photographs in picture fields (issue 38, decision 192).
export {
  ALT_TEXT_MAX,
  isPhotographRef,
  isPhotographType,
  newPhotographKey,
  PHOTOGRAPH_EXTENSIONS,
  PHOTOGRAPH_KEY_PATTERN,
  PHOTOGRAPH_REF_PATTERN,
  PHOTOGRAPHS_BUCKET,
  type PhotographType,
  photographKey,
  photographRef,
  photographRefsOf,
} from './catalogue/photograph-ref.ts';
export { PUBLIC_ROUTES, publicRoutes } from './catalogue/public-routes.ts';
export {
  type CardTour,
  cardPrice,
  featuredTours,
  joinTour,
  type PageCatalogue,
  type PublishedCatalogue,
  type PublishedSummary,
  type PublishedTour,
  summaryFieldsOf,
  type TourPageDetails,
  tourDetailsOf,
} from './catalogue/published.ts';
export {
  type CatalogueEndpoint,
  fetchDepartureSeats,
  fetchPublishedCatalogue,
  parsePublishedCatalogue,
} from './catalogue/published-read.ts';
export { pageCatalogueFor, tourDetailsIn, tourSummaryOf } from './catalogue/published-summary.ts';
export {
  CATALOGUE_VERSION_META,
  catalogueVersionMeta,
  servedCatalogueVersion,
} from './catalogue/served-version.ts';
// Cards and lists use the summaries; whole tours (itineraries, included lists) are imported only
// by the pages that show them.
export { findTour, TOURS } from './catalogue/tour-details/index.ts';
export {
  anyInEnglish,
  type InLanguage,
  shownInEnglish,
  type TextPart,
  TOUR_TEXT_FIELDS,
  type TourTextField,
  textKey,
  tourInLanguage,
} from './catalogue/tour-in-language.ts';
export { durationText, groupSizeText, tourPath } from './catalogue/tour-lookup.ts';
export { highestTourPrice, TOUR_SUMMARIES } from './catalogue/tours/index.ts';
export type {
  AgeBand,
  ClosedDates,
  GroupSize,
  ItineraryDay,
  ItineraryDayTexts,
  Meal,
  PartySupplement,
  PerPersonPrices,
  SalesMode,
  Tour,
  TourBadge,
  TourCalendar,
  TourDeparture,
  TourDetails,
  TourFact,
  TourFactTexts,
  TourSeason,
  TourSeasonTexts,
  TourSummary,
  TourTexts,
  TourTranslated,
  TourTranslations,
  TranslatedLanguage,
  Tuple,
} from './catalogue/types.ts';
// Calendar dates in the operator's time zone.
export {
  addDays,
  type CalendarDate,
  type Clock,
  calendarDateFromParam,
  calendarDateOfLocalDay,
  calendarDateToDateTimeParam,
  compareCalendarDates,
  formatCalendarDate,
  isCalendarDate,
  latestBookableDay,
  latestBookableDayFrom,
  localDayOfCalendarDate,
  OPERATOR_TIME_ZONE,
  operatorCalendarDate,
  operatorToday,
  systemClock,
} from './dates/calendar-date.ts';
// Seasons, party sizes, departures and closed dates (issue 27, decisions 150 and 151).
export {
  type BookingDateCheck,
  bookingDateProblem,
  CALENDAR_MESSAGES,
  FEW_SEATS_LEFT,
  isBookableStart,
  openDeparturesOn,
  type SeatsLeft,
  seatsLeftText,
} from './pricing/booking-dates.ts';
// Pricing and money.
export {
  numberOfGuests,
  type TourPrices,
  type TravellerCounts,
  tourBookingTotal,
} from './pricing/booking-total.ts';
export { copySeasonsToNextYear, newDepartureId, type SeasonsCopy } from './pricing/calendar-editing.ts';
export {
  CUSTOM_SAFARI_FALLBACK_RATE,
  CUSTOM_SAFARI_RATES,
  type CustomSafariParty,
  customSafariEstimate,
  customSafariGuests,
  customSafariPerPersonRate,
  parseGuestChoice,
} from './pricing/custom-safari-estimate.ts';
export { fromPrice, lowestPriceInNextYear } from './pricing/from-price.ts';
export { formatAdminAmount, formatUsd, fromPricePerPersonText } from './pricing/money.ts';
export {
  type CalendarTour,
  closedDatesMet,
  findDeparture,
  partySupplementFor,
  salesModeOf,
  sameDayNextYear,
  seasonOn,
  TRIP_SEASON_RULE,
  tripEndDate,
} from './pricing/tour-calendar.ts';
export {
  type TourPriceLine,
  type TourPriceQuote,
  type TourRate,
  tourPriceFor,
} from './pricing/tour-price.ts';
export { bookingOptionLabels, tourTypeLabel } from './records/booking-labels.ts';
export { normaliseBookingReference } from './records/booking-reference.ts';
// Database rows the apps write or export.
export {
  type BookingContext,
  type BookingInsert,
  customBookingInsert,
  customSafariTourName,
  tourBookingInsert,
} from './records/booking-rows.ts';
export {
  BOOKINGS_CSV_COLUMNS,
  type BookingCsvSource,
  bookingCsvRow,
  bookingsCsv,
  bookingsCsvFileName,
  neutraliseSpreadsheetFormula,
} from './records/bookings-csv.ts';
export { contactSubmissionInsert } from './records/contact-row.ts';
// Search: hero, listing and search page.
export { type DateRangeSelection, dateRangeAfterClick } from './search/date-range.ts';
export {
  CUSTOM_SAFARI_PATH,
  customSafariDestination,
  customSafariPath,
  type DestinationOutcome,
  destinationLocation,
  destinationOutcome,
  listingTourTypeOf,
  toursVisiting,
  tourVisits,
} from './search/destination-match.ts';
export { type HeroSearch, heroSearchHref } from './search/hero-search.ts';
export {
  DURATION_BOUNDS,
  defaultListingFilters,
  filterListingTours,
  type ListingFilters,
  type NumberRange,
  PRICE_ROUNDING,
  PRICE_STEP,
  priceSliderBounds,
  type SliderBounds,
  tourMatchesListingFilters,
  toursFoundText,
} from './search/listing-filters.ts';
export {
  isListingSortOrder,
  LISTING_SORT_ORDERS,
  type ListingSortOrder,
  sortListingTours,
} from './search/listing-sort.ts';
export {
  defaultListingState,
  LISTING_PARAMS,
  type ListingState,
  listingStateFromSearchParams,
  listingStateToSearchParams,
} from './search/listing-url.ts';
export {
  type SearchPageFilters,
  searchFilterBadges,
  searchPageFiltersFromParams,
  searchTours,
  showingAdventuresText,
} from './search/search-page.ts';
