import contactTexts from 'virtual:messages/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactSubmissionInsert } from '@safari/shared-domain/catalogue';
import {
  CONTACT_FORM_DEFAULTS,
  CONTACT_MESSAGES,
  type ContactFormInput,
  type ContactFormValues,
  contactFormSchema,
} from '@safari/shared-domain/forms';
import { CONTACT_TOASTS, requestRefusalToast } from '@safari/shared-domain/messages';
import { showToast, useMessages, usePageMeta } from '@safari/shared-ui';
import { useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type contact from '../../messages/en/contact.json';
import { newRequestKey, sendContactMessage } from '../forms/backend.ts';
import { controlProps, Field, HoneypotField, SubmitButton } from '../forms/fields.tsx';
import { OutcomeNote } from '../forms/OutcomeNote.tsx';
import { useSiteSettings } from '../i18n/operator.ts';
import { OfficeMap } from '../ui/OfficeMap.tsx';

/** docs/product.md §9: an empty field shows the one toast; other problems show beside their field. */
const TOAST_SOURCE = 'contact-form';

function onInvalid(errors: FieldErrors<ContactFormInput>) {
  const anyMissing = Object.values(errors).some(
    (error) => error?.message === CONTACT_MESSAGES.allFieldsRequired,
  );
  if (anyMissing) showToast(CONTACT_TOASTS.missingFields, TOAST_SOURCE);
}

export default function ContactPage() {
  const settings = useSiteSettings();
  const t = useMessages<typeof contact>(contactTexts);
  usePageMeta(
    t('metaTitle'),
    t('metaDescription', { brand: settings.brandName, location: settings.location }),
  );
  const requestKey = useRef(newRequestKey());
  // The address the last message was sent from, and a count so each message shows its note anew.
  const [sent, setSent] = useState<{ email: string; count: number } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: CONTACT_FORM_DEFAULTS,
  });

  const send = async (values: ContactFormValues) => {
    const sent = await sendContactMessage(
      contactSubmissionInsert(values),
      requestKey.current,
      values.website,
    );
    if (!sent.ok) {
      console.error('Contact message failed', sent.error);
      showToast(requestRefusalToast(sent.error, CONTACT_TOASTS.failure), TOAST_SOURCE);
      return;
    }
    requestKey.current = newRequestKey();
    reset(CONTACT_FORM_DEFAULTS);
    setSent((previous) => ({ email: values.email, count: (previous?.count ?? 0) + 1 }));
    showToast(CONTACT_TOASTS.success, TOAST_SOURCE);
  };

  return (
    <main className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <div className="grid gap-10 lg:grid-cols-2">
        <section
          aria-labelledby="contact-title"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
        >
          <h1 id="contact-title" className="text-3xl font-bold tracking-tight text-stone-900">
            {t('title')}
          </h1>
          <p className="mt-2 text-stone-600">{t('intro', { phone: settings.phone })}</p>
          {sent ? (
            <OutcomeNote key={sent.count} testId="contact-receipt">
              <p className="font-semibold">{t('sentTitle')}</p>
              <p className="mt-1">{t('sentText', { email: sent.email })}</p>
            </OutcomeNote>
          ) : null}
          <form
            method="post"
            noValidate
            onSubmit={handleSubmit(send, onInvalid)}
            className="mt-6 space-y-5"
            aria-busy={isSubmitting}
          >
            <HoneypotField {...register('website')} />
            <Field name="name" label={t('name')} error={errors.name} required>
              <input
                type="text"
                autoComplete="name"
                required
                {...controlProps('name', errors.name)}
                {...register('name')}
              />
            </Field>
            <Field name="phone" label={t('phone')} error={errors.phone} required>
              <input
                type="tel"
                autoComplete="tel"
                required
                {...controlProps('phone', errors.phone)}
                {...register('phone')}
              />
            </Field>
            <Field name="email" label={t('email')} error={errors.email} required>
              <input
                type="email"
                autoComplete="email"
                required
                {...controlProps('email', errors.email)}
                {...register('email')}
              />
            </Field>
            <Field name="message" label={t('message')} error={errors.message} required>
              <textarea
                rows={6}
                required
                {...controlProps('message', errors.message)}
                {...register('message')}
              />
            </Field>
            <SubmitButton busy={isSubmitting} label={t('send')} busyLabel={t('sending')} />
          </form>
        </section>
        <section aria-labelledby="location-title">
          <h2 id="location-title" className="text-2xl font-bold text-stone-900">
            {t('locationTitle')}
          </h2>
          <OfficeMap settings={settings} />
        </section>
      </div>
    </main>
  );
}
