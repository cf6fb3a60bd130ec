import bookingTexts from 'virtual:messages/booking';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADULT_CHOICES,
  BUDGETS,
  CHILDREN_CHOICES,
  CUSTOM_DESTINATIONS,
  CUSTOM_TOUR_TYPES,
  customBookingInsert,
  customSafariDestination,
  operatorToday,
  SAFARI_TYPES,
} from '@safari/shared-domain/catalogue';
import {
  CUSTOM_SAFARI_FORM_DEFAULTS,
  type CustomSafariFormInput,
  type CustomSafariFormValues,
  customSafariFormSchema,
} from '@safari/shared-domain/forms';
import { CUSTOM_BOOKING_TOASTS } from '@safari/shared-domain/messages';
import { useMessages } from '@safari/shared-ui';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type booking from '../../messages/en/booking.json';
import { DatePicker } from '../forms/DatePicker.tsx';
import {
  controlProps,
  errorId,
  Field,
  FieldMessage,
  HoneypotField,
  inputClass,
  SubmitButton,
  useSessionUser,
} from '../forms/fields.tsx';
import { ReceiptNote } from '../forms/ReceiptNote.tsx';
import { useBookingRequest } from '../forms/useBookingRequest.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';

/** The custom safari request: the traveller's wishes, sent as a booking request with its receipt. */
export function CustomSafariForm() {
  const user = useSessionUser();
  const t = useMessages<typeof booking>(bookingTexts);
  const schema = useMemo(() => customSafariFormSchema(), []);
  const today = operatorToday();
  const { receipt, send } = useBookingRequest(CUSTOM_BOOKING_TOASTS, 'custom-booking-form');
  // A link from a place with no set tour (/booking?destination=zanzibar) arrives with it ticked.
  const [searchParams] = useSearchParams();
  const linkedDestination = customSafariDestination(searchParams);
  const {
    register,
    handleSubmit,
    reset,
    control,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CustomSafariFormInput, unknown, CustomSafariFormValues>({
    resolver: zodResolver(schema),
    defaultValues: CUSTOM_SAFARI_FORM_DEFAULTS,
  });
  const startDate = watch('startDate');

  useEffect(() => {
    if (!linkedDestination) return;
    const ticked = getValues('destinations') ?? [];
    if (!ticked.includes(linkedDestination)) {
      setValue('destinations', [...ticked, linkedDestination], { shouldDirty: true });
    }
  }, [linkedDestination, getValues, setValue]);

  // docs/product.md §7: a signed-in traveller's e-mail is filled in (unless they typed one already).
  useEffect(() => {
    if (user?.email && !getValues('email')) setValue('email', user.email);
  }, [user?.email, getValues, setValue]);

  const submit = async (values: CustomSafariFormValues) => {
    await send(
      customBookingInsert(values, { userId: user?.id ?? null }),
      () => reset({ ...CUSTOM_SAFARI_FORM_DEFAULTS, email: user?.email ?? '' }),
      values.website,
    );
  };

  return (
    <section
      aria-labelledby="package-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <h2 id="package-title" className="text-2xl font-bold text-stone-900">
        {t('formTitle')}
      </h2>
      <p className="mt-1 text-stone-600">{t('formIntro')}</p>
      {receipt ? <ReceiptNote receipt={receipt} /> : null}
      <form
        method="post"
        noValidate
        onSubmit={handleSubmit(submit)}
        className="mt-6 space-y-6"
        aria-busy={isSubmitting}
      >
        <HoneypotField {...register('website')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="fullName" label={t('fullName')} error={errors.fullName} required>
            <input
              type="text"
              autoComplete="name"
              {...controlProps('fullName', errors.fullName)}
              {...register('fullName')}
            />
          </Field>
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
          <div className="hidden sm:block" />
          <Field name="startDate" label={t('startDate')} error={errors.startDate} required>
            <Controller
              control={control}
              name="startDate"
              render={({ field }) => (
                <DatePicker
                  id="startDate"
                  value={field.value}
                  onChange={(date) => {
                    field.onChange(date);
                    const end = getValues('endDate');
                    if (end && end < date) setValue('endDate', '');
                  }}
                  min={today}
                  placeholder={t('pickStart')}
                  invalid={Boolean(errors.startDate)}
                  describedBy={errors.startDate ? errorId('startDate') : undefined}
                />
              )}
            />
          </Field>
          <Field name="endDate" label={t('endDate')} error={errors.endDate} required>
            <Controller
              control={control}
              name="endDate"
              render={({ field }) => (
                <DatePicker
                  id="endDate"
                  value={field.value}
                  onChange={field.onChange}
                  min={startDate && startDate > today ? startDate : today}
                  placeholder={t('pickEnd')}
                  invalid={Boolean(errors.endDate)}
                  describedBy={errors.endDate ? errorId('endDate') : undefined}
                />
              )}
            />
          </Field>
          <Field name="adults" label={t('adults')} error={errors.adults} required>
            <select {...controlProps('adults', errors.adults)} {...register('adults')}>
              {ADULT_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </Field>
          <Field name="children" label={t('children')} error={errors.children}>
            <select id="children" className={inputClass} {...register('children')}>
              {CHILDREN_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <CheckboxGroup
          name="tourTypes"
          legend={t('tourTypes')}
          options={CUSTOM_TOUR_TYPES.map(({ id }) => ({ id, label: t(`tourType_${id}`) }))}
          register={register}
          error={errors.tourTypes}
        />
        <CheckboxGroup
          name="destinations"
          legend={t('destinations')}
          options={CUSTOM_DESTINATIONS.map(({ id }) => ({ id, label: t(`destination_${id}`) }))}
          register={register}
          error={errors.destinations}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="budget" label={t('budget')} error={errors.budget} required>
            <select {...controlProps('budget', errors.budget)} {...register('budget')}>
              {BUDGETS.map((budget) => (
                <option key={budget.id} value={budget.id}>
                  {t(`budget_${budget.id}`)}
                </option>
              ))}
            </select>
          </Field>
          <fieldset aria-describedby={errors.safariType ? errorId('safariType') : undefined}>
            <legend className="text-sm font-medium text-stone-800">{t('safariType')}</legend>
            <div className="mt-1 flex gap-3">
              {SAFARI_TYPES.map((type) => (
                <label
                  key={type.id}
                  className="flex min-h-11 flex-1 items-center gap-2 rounded-md border border-stone-200 px-3 py-2"
                >
                  <input
                    type="radio"
                    value={type.id}
                    className="h-5 w-5 accent-amber-700"
                    {...register('safariType')}
                  />
                  <span>{t(`safariType_${type.id}`)}</span>
                </label>
              ))}
            </div>
            <FieldMessage name="safariType" error={errors.safariType} />
          </fieldset>
        </div>
        <Field name="message" label={t('message')} error={errors.message}>
          <textarea
            rows={4}
            placeholder={t('messagePlaceholder')}
            {...controlProps('message', errors.message)}
            {...register('message')}
          />
        </Field>
        <SubmitButton busy={isSubmitting} label={t('submit')} busyLabel={t('submitting')} />
      </form>
    </section>
  );
}
