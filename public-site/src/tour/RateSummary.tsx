import tourTexts from 'virtual:messages/tour';
import {
  type CalendarDate,
  type CalendarTour,
  FEW_SEATS_LEFT,
  type InLanguage,
  type TourPriceQuote,
} from '@safari/shared-domain/catalogue';
import { useMessages } from '@safari/shared-ui';
import type tourMessages from '../../messages/en/tour.json';
import { useFormats } from '../i18n/formats.ts';
import { englishSeasonNames, rateHeading } from './tour-calendar-view.ts';

const LINE_TEXTS = { adults: 'rateLine', youths: 'rateLineYouths' } as const;

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
  tour: Pick<CalendarTour, 'seasons'> & InLanguage;
  date: CalendarDate | '';
  quote: TourPriceQuote;
}) {
  const t = useMessages<typeof tourMessages>(tourTexts);
  const { usd, day } = useFormats();
  const { rate } = quote;
  const englishName =
    rate.kind === 'season' && englishSeasonNames(tour).has(rate.season.name) ? rate.season.name : null;
  return (
    <section
      aria-label={t('yourRate')}
      data-testid="booking-rate"
      className="rounded-lg bg-stone-50 p-3 text-sm"
    >
      <p className="font-semibold text-stone-900">
        <WithEnglish text={rateHeading(rate, date, { t, day })} english={englishName} />
      </p>
      <ul className="mt-1 space-y-0.5 text-stone-700">
        {quote.lines.map((line) => (
          <li key={line.travellers} className="flex justify-between gap-2">
            <span>{t(LINE_TEXTS[line.travellers], { count: line.count, price: usd(line.unitPrice) })}</span>
            <span>{usd(line.amount)}</span>
          </li>
        ))}
      </ul>
      {quote.supplementPerPerson > 0 ? (
        <p className="mt-1 text-stone-600">{t('supplement', { price: usd(quote.supplementPerPerson) })}</p>
      ) : null}
      {tour.seasons && tour.seasons.length > 0 ? (
        <p className="mt-1 text-stone-600" data-testid="season-rule">
          {t('seasonRule')}
        </p>
      ) : null}
    </section>
  );
}

/** `text` with `english` in it marked `lang="en"` (a season's English name in a German line). */
function WithEnglish({ text, english }: { text: string; english: string | null }) {
  const at = english ? text.indexOf(english) : -1;
  if (!english || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span lang="en">{english}</span>
      {text.slice(at + english.length)}
    </>
  );
}

/** Under a chosen departure: how many seats it has left, when few remain. */
export function DepartureSeats({ left }: { left: number }) {
  const t = useMessages<typeof tourMessages>(tourTexts);
  if (left > FEW_SEATS_LEFT) return null;
  return (
    <p className="-mt-2 text-sm font-semibold text-red-800" data-testid="departure-seats" aria-live="polite">
      {t('seatsLeftOnDeparture', { count: left })}
    </p>
  );
}
