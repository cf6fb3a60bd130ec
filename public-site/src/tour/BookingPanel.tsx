import tourTexts from 'virtual:messages/tour';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CalendarDate,
  type InLanguage,
  shownInEnglish,
  type Tour,
  tourBookingInsert,
} from '@safari/shared-domain/catalogue';
import {
  GUESTS_MAX,
  TOUR_BOOKING_MESSAGES,
  type TourBookingFormInput,
  type TourBookingFormValues,
  tourBookingFormDefaults,
  tourBookingFormSchema,
} from '@safari/shared-domain/forms';
import { TOUR_BOOKING_TOASTS } from '@safari/shared-domain/messages';
import { showToast, useMessages } from '@safari/shared-ui';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import type tourMessages from '../../messages/en/tour.json';
import { englishLang } from '../catalogue/TourLanguageNote.tsx';
import { DatePicker } from '../forms/DatePicker.tsx';
import {
  controlProps,
  errorId,
  Field,
  HoneypotField,
  SubmitButton,
  useSessionUser,
} from '../forms/fields.tsx';
import { ReceiptNote } from '../forms/ReceiptNote.tsx';
import { useBookingRequest } from '../forms/useBookingRequest.ts';
import { useValidationText } from '../forms/validation-text.ts';
import { useFormats } from '../i18n/formats.ts';
import { Counter } from './Counter.tsx';
import { DepartureList } from './DepartureList.tsx';
import { PriceChangeNote } from './PriceChangeNote.tsx';
import { DepartureSeats, RateSummary } from './RateSummary.tsx';
import { useBookingCalendar } from './useBookingCalendar.ts';
import { useSeatsLeft } from './useSeatsLeft.ts';

const TOAST_SOURCE = 'tour-booking-form';
const GROUP_LIMIT_ID = 'travellers-limit';

/**
 * `preview`: the admin's preview of a draft (decision 127). The form works as on the page, but
 * sending it only says that a draft takes no bookings: nothing reaches the database.
 */
const PREVIEW_TOAST = {
  title: 'Preview only',
  description: 'This is a draft: travellers can book it once it is published.',
} as const;

/**
 * The booking panel's form, receipt and cancellation note, inside the frame DeferredBookingPanel
 * draws (decisions 023, 228; docs/product.md §6).
 */
export function BookingPanel({ tour, preview = false }: { tour: Tour & InLanguage; preview?: boolean }) {
  const t = useMessages<typeof tourMessages>(tourTexts);
  // The schema's (English) messages shown here rather than through a field, in the page's language.
  const say = useValidationText();
  const { usd } = useFormats();
  const user = useSessionUser();
  const minimumAdults = Math.max(1, tour.minimumAdults);
  // Seats left, read live (tours sold by departures): the schema checks a party against them.
  const { seatsLeft, refresh: refreshSeats } = useSeatsLeft(tour);
  const schema = useMemo(
    () => tourBookingFormSchema(seatsLeft ? { ...tour, seatsLeft } : tour),
    [tour, seatsLeft],
  );
  const defaults = useMemo(() => tourBookingFormDefaults(tour), [tour]);
  const { receipt, send, priceChange, confirmNewPrice, forgetPriceChange } = useBookingRequest(
    TOUR_BOOKING_TOASTS,
    TOAST_SOURCE,
  );
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TourBookingFormInput, unknown, TourBookingFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const adults = watch('adults');
  const youths = watch('youths');
  const date = watch('date') as CalendarDate | '';
  const adultCount = Number(adults) || 0;
  const youthCount = Number(youths) || 0;
  const calendar = useBookingCalendar(tour, date, { adults: adultCount, youths: youthCount }, seatsLeft);
  // The departure a chosen day stands for travels with the form: its schema and the database
  // count that departure's seats.
  const departureId = calendar.departure?.id;
  useEffect(() => {
    setValue('departureId', departureId);
  }, [departureId, setValue]);
  const { quote, today } = calendar;
  const total = quote.total;
  // A new price to confirm is about the party and day it was asked for: changing them forgets it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the party or the day changes
  useEffect(() => {
    forgetPriceChange();
  }, [adultCount, youthCount, date, forgetPriceChange]);
  // "+" stops at the tour's group size (or the general limit), or at the seats the chosen
  // departure has left when fewer; the reason shows beside it.
  const groupMax = tour.groupSize?.maxPeople ?? null;
  const seatsLeftOnDeparture = calendar.seatsLeft;
  const bySeats = seatsLeftOnDeparture !== null && seatsLeftOnDeparture < (groupMax ?? GUESTS_MAX);
  const travellersMax = bySeats ? seatsLeftOnDeparture : (groupMax ?? GUESTS_MAX);
  const atGroupLimit = adultCount + youthCount >= travellersMax;
  const groupLimitText = !atGroupLimit
    ? null
    : bySeats
      ? TOUR_BOOKING_MESSAGES.departureSeats(travellersMax)
      : groupMax === null
        ? TOUR_BOOKING_MESSAGES.guestsMax(travellersMax)
        : TOUR_BOOKING_MESSAGES.groupSize(travellersMax);
  // Said once: when a field's error already says it (a party typed past the limit), the note is quiet.
  const groupLimitNote =
    groupLimitText !== null &&
    errors.adults?.message !== groupLimitText &&
    errors.youths?.message !== groupLimitText
      ? groupLimitText
      : null;

  useEffect(() => {
    if (user?.email && !getValues('email')) setValue('email', user.email);
  }, [user?.email, getValues, setValue]);

  const onInvalid = (invalid: FieldErrors<TourBookingFormInput>) => {
    if (invalid.date?.message === TOUR_BOOKING_MESSAGES.date)
      showToast(TOUR_BOOKING_TOASTS.missingDate, TOAST_SOURCE);
  };

  const submit = async (values: TourBookingFormValues) => {
    if (preview) {
      showToast(PREVIEW_TOAST);
      return;
    }
    await send(
      // The departure travels with the request; the database counts its seats (issue 27).
      tourBookingInsert(tour, values, { userId: user?.id ?? null }),
      () => reset({ ...defaults, email: user?.email ?? '' }),
      values.website,
      // The total shown here is the one the database may charge (decision 208).
      total,
    );
    // Sent or refused, the seats have changed (ours, or someone else's in the meantime).
    await refreshSeats();
  };
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    setConfirming(true);
    try {
      await confirmNewPrice();
      await refreshSeats();
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      {receipt ? <ReceiptNote receipt={receipt} /> : null}
      <form
        method="post"
        noValidate
        onSubmit={handleSubmit(submit, onInvalid)}
        className="mt-4 space-y-4"
        aria-busy={isSubmitting}
      >
        <HoneypotField {...register('website')} />
        <Field
          name="date"
          label={calendar.byDepartures ? t('departure') : t('tourDate')}
          error={errors.date}
          required
        >
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DatePicker
                id="date"
                value={field.value}
                onChange={field.onChange}
                min={today}
                placeholder={calendar.byDepartures ? t('selectDeparture') : t('selectDate')}
                invalid={Boolean(errors.date)}
                describedBy={errors.date ? errorId('date') : undefined}
                {...calendar.picker}
              />
            )}
          />
        </Field>
        {calendar.seatsLeft === null ? null : <DepartureSeats left={calendar.seatsLeft} />}
        <DepartureList
          choices={calendar.choices}
          chosen={date}
          partySize={adultCount + youthCount}
          onChoose={(day) => setValue('date', day, { shouldValidate: Boolean(errors.date) })}
        />
        <div className="divide-y divide-stone-200 rounded-lg border border-stone-200 px-3">
          <Controller
            control={control}
            name="adults"
            render={({ field }) => (
              <Counter
                id="adults"
                label={t('adults')}
                fewerLabel={t('fewerAdults')}
                moreLabel={t('moreAdults')}
                note={
                  minimumAdults > 1
                    ? t('adultsNoteMinimum', { price: usd(quote.adultPrice), minimum: minimumAdults })
                    : t('adultsNote', { price: usd(quote.adultPrice) })
                }
                value={Number(field.value)}
                minimum={minimumAdults}
                maximum={Math.max(minimumAdults, travellersMax - youthCount)}
                limitId={GROUP_LIMIT_ID}
                onChange={field.onChange}
                invalid={Boolean(errors.adults)}
              />
            )}
          />
          <Controller
            control={control}
            name="youths"
            render={({ field }) => (
              <Counter
                id="youths"
                label={t('youths')}
                fewerLabel={t('fewerYouths')}
                moreLabel={t('moreYouths')}
                note={t('youthsNote', {
                  min: tour.youthAgeBand.minAge,
                  max: tour.youthAgeBand.maxAge,
                  price: usd(quote.youthPrice),
                })}
                value={Number(field.value)}
                minimum={0}
                maximum={Math.max(0, travellersMax - adultCount)}
                limitId={GROUP_LIMIT_ID}
                onChange={field.onChange}
                invalid={Boolean(errors.youths)}
              />
            )}
          />
        </div>
        <p id={GROUP_LIMIT_ID} aria-live="polite" className="text-sm font-medium text-stone-700 empty:hidden">
          {groupLimitNote === null ? null : say(groupLimitNote)}
        </p>
        {errors.adults?.message ? (
          <p id={errorId('adults')} className="text-sm font-medium text-red-700">
            {say(errors.adults.message)}
          </p>
        ) : null}
        {errors.youths?.message ? (
          <p id={errorId('youths')} className="text-sm font-medium text-red-700">
            {say(errors.youths.message)}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <Field name="firstName" label={t('firstName')} error={errors.firstName} required>
            <input
              autoComplete="given-name"
              {...controlProps('firstName', errors.firstName)}
              {...register('firstName')}
            />
          </Field>
          <Field name="lastName" label={t('lastName')} error={errors.lastName}>
            <input
              autoComplete="family-name"
              {...controlProps('lastName', errors.lastName)}
              {...register('lastName')}
            />
          </Field>
        </div>
        <Field name="email" label={t('email')} error={errors.email} required>
          <input
            type="email"
            autoComplete="email"
            {...controlProps('email', errors.email)}
            {...register('email')}
          />
        </Field>
        <Field name="phone" label={t('phone')} error={errors.phone} required>
          <input
            type="tel"
            autoComplete="tel"
            {...controlProps('phone', errors.phone)}
            {...register('phone')}
          />
        </Field>
        <Field name="message" label={t('specialRequests')} error={errors.message}>
          <textarea rows={3} {...controlProps('message', errors.message)} {...register('message')} />
        </Field>
        {calendar.seatsProblem ? (
          <p role="alert" className="text-sm font-medium text-red-700" data-testid="seats-problem">
            {say(calendar.seatsProblem)}
          </p>
        ) : null}
        <RateSummary tour={tour} date={date} quote={quote} />
        <p className="flex items-baseline justify-between border-t border-stone-200 pt-4 text-lg">
          <span className="font-medium">{t('total')}</span>
          <output data-testid="booking-total" className="text-2xl font-bold text-stone-900">
            {usd(total)}
          </output>
        </p>
        {priceChange ? (
          <PriceChangeNote change={priceChange} busy={confirming || isSubmitting} onConfirm={confirm} />
        ) : null}
        <SubmitButton busy={isSubmitting || confirming} label={t('bookNow')} busyLabel={t('submitting')} />
      </form>
      <p className="mt-4 text-sm text-green-800" {...englishLang(shownInEnglish(tour, 'cancellationNote'))}>
        {tour.cancellationNote}
      </p>
    </>
  );
}
