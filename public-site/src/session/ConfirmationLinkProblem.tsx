import authTexts from 'virtual:messages/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthStore } from '@safari/shared-domain';
import { type ConfirmationResendFormValues, confirmationResendFormSchema } from '@safari/shared-domain/forms';
import { showToast, useMessages } from '@safari/shared-ui';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type auth from '../../messages/en/auth.json';
import { controlProps, Field, SubmitButton } from '../forms/fields.tsx';
import { type LinkError, linkErrorMessage } from './link-error.ts';

/**
 * An e-mail link that could not be used (expired, used, unknown): what happened, and a way to get
 * a new confirmation link (`auth.resend`). Auth answers the same for any address, so the page
 * cannot tell — and does not say — whether the address has an account.
 */
export function ConfirmationLinkProblem({ error }: { error: LinkError }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useMessages<typeof auth>(authTexts);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmationResendFormValues>({
    resolver: zodResolver(confirmationResendFormSchema),
    defaultValues: { email: '' },
  });
  useEffect(() => heading.current?.focus(), []);
  const submit = async ({ email }: ConfirmationResendFormValues) => {
    try {
      const outcome = await getAuthStore().getState().resendConfirmation(email);
      if (outcome.notice) showToast(outcome.notice);
    } catch (failure) {
      console.error('Resending the confirmation failed', failure);
      showToast({
        title: 'Could not send a new link',
        description: failure instanceof Error ? failure.message : String(failure),
        destructive: true,
      });
    }
  };
  return (
    <section
      aria-labelledby="link-problem-title"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="link-problem-title" ref={heading} tabIndex={-1} className="font-semibold text-amber-950">
        {linkErrorMessage(error, {
          expired: t('linkExpired'),
          rateLimited: t('linkRateLimited'),
          unusable: t('linkUnusable'),
        })}
      </h2>
      <p className="mt-1 text-sm text-amber-950">{t('linkHelp')}</p>
      <form
        method="post"
        noValidate
        onSubmit={handleSubmit(submit)}
        className="mt-4 space-y-4"
        aria-busy={isSubmitting}
      >
        <Field name="resend-email" label={t('email')} error={errors.email} required>
          <input
            type="email"
            autoComplete="email"
            required
            disabled={isSubmitting}
            {...controlProps('resend-email', errors.email)}
            {...register('email')}
          />
        </Field>
        <SubmitButton busy={isSubmitting} label={t('sendConfirmation')} busyLabel={t('sending')} />
      </form>
    </section>
  );
}
