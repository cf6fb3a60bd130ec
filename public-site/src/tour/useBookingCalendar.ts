import tourTexts from 'virtual:messages/tour';
import {
  bookingDateProblem,
  type CalendarDate,
  isBookableStart,
  openDeparturesOn,
  operatorToday,
  type SeatsLeft,
  salesModeOf,
  type Tour,
  type TourDeparture,
  type TravellerCounts,
  tourPriceFor,
} from '@safari/shared-domain/catalogue';
import { useMessages } from '@safari/shared-ui';
import { useMemo } from 'react';
import type tourMessages from '../../messages/en/tour.json';
import { useFormats } from '../i18n/formats.ts';
import { type CalendarWords, departureChoices, departureDayNote, seasonMarks } from './tour-calendar-view.ts';

/**
 * The departure a chosen day stands for: one with a seat left, else the day's open one (full
 * since the day was chosen: the panel then says how many seats are left, none).
 */
function departureOn(tour: Tour, day: CalendarDate, seatsLeft: SeatsLeft | undefined): TourDeparture | null {
  return openDeparturesOn(tour, day, seatsLeft)[0] ?? openDeparturesOn(tour, day)[0] ?? null;
}

/**
 * The booking panel's calendar (issue 27, decision 155): the price of the chosen date and party,
 * the departure the date stands for, which days the date picker offers and how it draws them,
 * and the seats problem a request would meet, shown as soon as the party outgrows the seats.
 * Every rule is shared-domain's (`tour-calendar.ts`), the same the database prices and refuses
 * with; the booking form's schema checks the same on sending.
 */
export function useBookingCalendar(
  tour: Tour,
  date: CalendarDate | '',
  party: TravellerCounts,
  seatsLeft: SeatsLeft | undefined,
) {
  const t = useMessages<typeof tourMessages>(tourTexts);
  const { day } = useFormats();
  const words: CalendarWords = { t, day };
  const byDepartures = salesModeOf(tour) === 'departures';
  const today = operatorToday();
  const departure = date && byDepartures ? departureOn(tour, date, seatsLeft) : null;
  // Before a date is chosen: the default rate (with the party-size price), said so in words.
  const quote = date
    ? tourPriceFor(tour, date, party, departure?.id ?? null)
    : tourPriceFor({ ...tour, seasons: [] }, today, party);
  const marks = useMemo(() => seasonMarks(tour), [tour]);
  // The departures beside the picker, priced for this party; the picker opens on the first one
  // with a seat, not on this month with every day struck out.
  const choices = byDepartures ? departureChoices(tour, today, party, seatsLeft) : [];
  const firstOpen = choices.find((choice) => !choice.full)?.date;
  const seatsProblem = departure
    ? bookingDateProblem(tour, departure.date, {
        party,
        departureId: departure.id,
        ...(seatsLeft ? { seatsLeft } : {}),
      })
    : null;

  return {
    byDepartures,
    today,
    quote,
    departure,
    seatsLeft: departure && seatsLeft ? (seatsLeft[departure.id] ?? 0) : null,
    seatsProblem,
    choices,
    words,
    picker: {
      openOn: firstOpen,
      unavailable: (day: CalendarDate) => !isBookableStart(tour, day, today, seatsLeft),
      marks,
      dayNote: byDepartures
        ? (day: CalendarDate) => departureDayNote(tour, day, seatsLeft, words)
        : undefined,
      keyNote: marks.length > 0 ? t('otherDays') : undefined,
    },
  };
}
