import {
  type CalendarDate,
  type CalendarTour,
  FEW_SEATS_LEFT,
  formatUsd,
  seatsLeftText,
  type TourPriceQuote,
  TRIP_SEASON_RULE,
} from '@safari/shared-domain/catalogue';
import { rateHeading } from './tour-calendar-view.ts';

const TRAVELLER_WORDS = {
  adults: ['adult', 'adults'],
  youths: ['youth', 'youths'],
} as const;

/**
 * The rate the chosen date and party pay, before the request (issue 27): where it comes from
 * (a season by name, the default rate, a departure's own price), one line per kind of traveller,
 * the party-size price when one applies, and the season-crossing rule in words when the tour has
 * seasons. The figures are shared-domain's `tourPriceFor`, the database's own pricing rule.
 */
export function RateSummary({
  tour,
  date,
  quote,
}: {
  tour: Pick<CalendarTour, 'seasons'>;
  date: CalendarDate | '';
  quote: TourPriceQuote;
}) {
  return (
    <section aria-label="Your rate" data-testid="booking-rate" className="rounded-lg bg-stone-50 p-3 text-sm">
      <p className="font-semibold text-stone-900">{rateHeading(quote.rate, date)}</p>
      <ul className="mt-1 space-y-0.5 text-stone-700">
        {quote.lines.map((line) => (
          <li key={line.travellers} className="flex justify-between gap-2">
            <span>
              {line.count} {TRAVELLER_WORDS[line.travellers][line.count === 1 ? 0 : 1]} ×{' '}
              {formatUsd(line.unitPrice)}
            </span>
            <span>{formatUsd(line.amount)}</span>
          </li>
        ))}
      </ul>
      {quote.supplementPerPerson > 0 ? (
        <p className="mt-1 text-stone-600">
          Includes {formatUsd(quote.supplementPerPerson)} per person for a private party of this size.
        </p>
      ) : null}
      {tour.seasons && tour.seasons.length > 0 ? (
        <p className="mt-1 text-stone-600" data-testid="season-rule">
          {TRIP_SEASON_RULE}
        </p>
      ) : null}
    </section>
  );
}

/** Under a chosen departure: how many seats it has left, when few remain. */
export function DepartureSeats({ left }: { left: number }) {
  if (left > FEW_SEATS_LEFT) return null;
  return (
    <p className="-mt-2 text-sm font-semibold text-red-800" data-testid="departure-seats" aria-live="polite">
      {seatsLeftText(left)} on this departure
    </p>
  );
}
