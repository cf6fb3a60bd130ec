import { zodResolver } from '@hookform/resolvers/zod';
import { getSiteSettings, telHref, whatsappChatUrl } from '@safari/shared-domain';
import {
  ADULT_CHOICES,
  BUDGETS,
  CHILDREN_CHOICES,
  CUSTOM_DESTINATIONS,
  CUSTOM_TOUR_TYPES,
  customBookingInsert,
  operatorToday,
  SAFARI_TYPES,
  SITE_IMAGES,
} from '@safari/shared-domain/catalogue';
import {
  CUSTOM_SAFARI_FORM_DEFAULTS,
  type CustomSafariFormInput,
  type CustomSafariFormValues,
  customSafariFormSchema,
} from '@safari/shared-domain/forms';
import { CUSTOM_BOOKING_TOASTS } from '@safari/shared-domain/messages';
import { usePageMeta } from '@safari/shared-ui';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DatePicker } from '../forms/DatePicker.tsx';
import {
  describedBy,
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
import { CheckIcon, ClockIcon, PhoneIcon, StarIcon, UsersIcon } from '../ui/icons.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { SiteImage } from '../ui/SiteImage.tsx';

const BENEFITS = [
  {
    title: 'Licensed & Insured',
    text: 'A licensed Tanzanian tour operator with full insurance for every trip.',
  },
  { title: '24/7 Support', text: 'Our team is reachable day and night while you travel with us.' },
  { title: 'Free Cancellation', text: 'Cancel free of charge up to 48 hours before the trip.' },
  { title: 'Expert Guides', text: 'Experienced local driver-guides who know every park and its wildlife.' },
] as const;

const checkboxClass = 'h-5 w-5 rounded border-stone-400 text-amber-700 accent-amber-700';

function CheckboxGroup({
  name,
  legend,
  options,
  register,
  error,
}: {
  name: 'tourTypes' | 'destinations';
  legend: string;
  options: readonly { id: string; label: string }[];
  register: ReturnType<typeof useForm<CustomSafariFormInput, unknown, CustomSafariFormValues>>['register'];
  error: { message?: string } | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? errorId(name) : undefined}>
      <legend className="text-sm font-medium text-stone-800">
        {legend}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.id}
            className="flex min-h-11 items-center gap-3 rounded-md border border-stone-200 px-3 py-2 hover:bg-stone-50"
          >
            <input type="checkbox" value={option.id} className={checkboxClass} {...register(name)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage name={name} error={error as never} />
    </fieldset>
  );
}

export default function BookingPage() {
  const settings = getSiteSettings();
  usePageMeta(
    'Book Your Dream Safari Adventure',
    'Customize your perfect Tanzanian safari experience with our expert guides',
  );
  const user = useSessionUser();
  const schema = useMemo(() => customSafariFormSchema(), []);
  const today = operatorToday();
  const { receipt, send } = useBookingRequest(CUSTOM_BOOKING_TOASTS, 'custom-booking-form');
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

  // Seed 000 §4: a signed-in traveller's e-mail is filled in (unless they typed one already).
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
    <main>
      <PageHero
        image={SITE_IMAGES.customSafari}
        title="Book Your Dream Safari Adventure"
        subtitle="Customize your perfect Tanzanian safari experience with our expert guides"
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          <section
            aria-labelledby="package-title"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
          >
            <h2 id="package-title" className="text-2xl font-bold text-stone-900">
              Create Your Safari Package
            </h2>
            <p className="mt-1 text-stone-600">Tell us what you dream of; we reply within 24 hours.</p>
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
                <Field name="fullName" label="Full Name" error={errors.fullName} required>
                  <input
                    id="fullName"
                    type="text"
                    autoComplete="name"
                    className={inputClass}
                    {...describedBy('fullName', errors.fullName)}
                    {...register('fullName')}
                  />
                </Field>
                <Field name="email" label="Email" error={errors.email} required>
                  <input
                    id="email"
                    type="email"
                    autoComplete="email"
                    className={inputClass}
                    {...describedBy('email', errors.email)}
                    {...register('email')}
                  />
                </Field>
                <Field name="phone" label="Phone" error={errors.phone} required>
                  <input
                    id="phone"
                    type="tel"
                    autoComplete="tel"
                    className={inputClass}
                    {...describedBy('phone', errors.phone)}
                    {...register('phone')}
                  />
                </Field>
                <div className="hidden sm:block" />
                <Field name="startDate" label="Start Date" error={errors.startDate} required>
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
                        placeholder="Pick a start date"
                        invalid={Boolean(errors.startDate)}
                        describedBy={errors.startDate ? errorId('startDate') : undefined}
                      />
                    )}
                  />
                </Field>
                <Field name="endDate" label="End Date" error={errors.endDate} required>
                  <Controller
                    control={control}
                    name="endDate"
                    render={({ field }) => (
                      <DatePicker
                        id="endDate"
                        value={field.value}
                        onChange={field.onChange}
                        min={startDate && startDate > today ? startDate : today}
                        placeholder="Pick an end date"
                        invalid={Boolean(errors.endDate)}
                        describedBy={errors.endDate ? errorId('endDate') : undefined}
                      />
                    )}
                  />
                </Field>
                <Field name="adults" label="Adults" error={errors.adults} required>
                  <select
                    id="adults"
                    className={inputClass}
                    {...describedBy('adults', errors.adults)}
                    {...register('adults')}
                  >
                    {ADULT_CHOICES.map((choice) => (
                      <option key={choice} value={choice}>
                        {choice}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field name="children" label="Children" error={errors.children}>
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
                legend="Tour Types"
                options={CUSTOM_TOUR_TYPES}
                register={register}
                error={errors.tourTypes}
              />
              <CheckboxGroup
                name="destinations"
                legend="Destinations"
                options={CUSTOM_DESTINATIONS}
                register={register}
                error={errors.destinations}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <Field name="budget" label="Budget" error={errors.budget} required>
                  <select
                    id="budget"
                    className={inputClass}
                    {...describedBy('budget', errors.budget)}
                    {...register('budget')}
                  >
                    {BUDGETS.map((budget) => (
                      <option key={budget.id} value={budget.id}>
                        {budget.label}
                      </option>
                    ))}
                  </select>
                </Field>
                <fieldset aria-describedby={errors.safariType ? errorId('safariType') : undefined}>
                  <legend className="text-sm font-medium text-stone-800">Safari Type</legend>
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
                        <span>{type.label}</span>
                      </label>
                    ))}
                  </div>
                  <FieldMessage name="safariType" error={errors.safariType} />
                </fieldset>
              </div>
              <Field name="message" label="Special Requirements" error={errors.message}>
                <textarea
                  id="message"
                  rows={4}
                  placeholder="Diet, mobility, celebrations, anything we should know"
                  className={inputClass}
                  {...describedBy('message', errors.message)}
                  {...register('message')}
                />
              </Field>
              <SubmitButton busy={isSubmitting} label="Submit Booking Request" busyLabel="Submitting..." />
            </form>
          </section>
          <section aria-labelledby="why-title">
            <h2 id="why-title" className="text-2xl font-bold text-stone-900">
              Why Choose {settings.brandName}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {BENEFITS.map((benefit) => (
                <li key={benefit.title} className="flex gap-3 rounded-xl bg-white p-5 ring-1 ring-stone-200">
                  <CheckIcon
                    width={22}
                    height={22}
                    className="mt-0.5 shrink-0 text-green-700"
                    aria-hidden="true"
                  />
                  <div>
                    <h3 className="font-semibold">{benefit.title}</h3>
                    <p className="mt-1 text-sm text-stone-600">{benefit.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside aria-label="Quick contact" className="lg:sticky lg:top-24 lg:self-start">
          <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
            <SiteImage
              src={SITE_IMAGES.homeHero}
              alt="A safari vehicle watching wildlife on the plains"
              sizes="(min-width: 1024px) 33vw, 100vw"
              className="h-48 w-full object-cover"
            />
            <div className="space-y-5 p-6">
              <h2 className="text-lg font-semibold">Quick Contact</h2>
              <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
                <a
                  href={whatsappChatUrl(settings)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex-1 rounded-md bg-green-700 px-4 py-3 text-center font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
                >
                  Chat on WhatsApp
                </a>
                <a
                  href={telHref(settings.phone)}
                  className="flex flex-1 items-center justify-center gap-2 rounded-md border border-stone-300 px-4 py-3 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
                >
                  <PhoneIcon width={18} height={18} aria-hidden="true" /> Call
                </a>
              </div>
              <p className="flex items-start gap-2 text-sm text-stone-700">
                <ClockIcon width={18} height={18} className="mt-0.5 shrink-0" aria-hidden="true" />
                <span>
                  <span className="block font-medium">Office Hours</span>
                  {settings.officeHours}
                </span>
              </p>
              <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
                <span className="block font-semibold">Emergency line</span>
                <a href={telHref(settings.emergencyPhone)} className="underline">
                  {settings.emergencyPhone}
                </a>{' '}
                ({settings.emergencyNote})
              </p>
              <dl className="grid grid-cols-2 gap-3">
                {settings.stats.map((stat, index) => (
                  <div
                    key={stat.label}
                    className="flex flex-col-reverse rounded-lg bg-stone-50 p-3 text-center"
                  >
                    <dt className="text-xs text-stone-600">{stat.label}</dt>
                    <dd className="flex items-center justify-center gap-1 text-2xl font-bold text-amber-800">
                      {index === 0 ? (
                        <UsersIcon width={18} height={18} aria-hidden="true" />
                      ) : (
                        <StarIcon width={18} height={18} aria-hidden="true" />
                      )}
                      {stat.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </aside>
      </div>
    </main>
  );
}
