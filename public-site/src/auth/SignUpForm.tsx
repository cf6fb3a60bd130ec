import authTexts from 'virtual:messages/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthStore } from '@safari/shared-domain';
import { AUTH_MESSAGES, type SignUpFormValues, signUpFormSchema } from '@safari/shared-domain/forms';
import { showToast, useLocalPath, useMessages } from '@safari/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type auth from '../../messages/en/auth.json';
import { controlProps, Field, SubmitButton } from '../forms/fields.tsx';
import { useValidationText } from '../forms/validation-text.ts';
import { useRedirectPath } from './useArrivalRedirect.ts';

/** Creates an account; when the address may already have one, says how to get in instead. */
export function SignUpForm({ onSignIn, onForgot }: { onSignIn: () => void; onForgot: () => void }) {
  const navigate = useNavigate();
  const validation = useValidationText();
  const siteOrAdmin = useRedirectPath();
  const local = useLocalPath();
  // Auth's answer for an address that already has an account (no mail was sent): say what to do.
  const [mayHaveAccount, setMayHaveAccount] = useState<string | null>(null);
  const t = useMessages<typeof auth>(authTexts);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = async ({ email, password }: SignUpFormValues) => {
    const outcome = await getAuthStore().getState().signUp(email, password);
    if (outcome.notice) showToast(outcome.notice);
    if (!outcome.ok) return;
    setMayHaveAccount(outcome.addressMayHaveAccount ? email : null);
    if (outcome.redirectTo) navigate(siteOrAdmin(outcome.redirectTo));
    else reset({ email, password: '' });
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      className="space-y-5"
      aria-busy={isSubmitting}
    >
      <Field name="signup-email" label={t('email')} error={errors.email} required>
        <input
          type="email"
          autoComplete="email"
          required
          disabled={isSubmitting}
          {...controlProps('signup-email', errors.email)}
          {...register('email')}
        />
      </Field>
      <Field
        name="signup-password"
        label={t('password')}
        error={errors.password}
        required
        // The schema's own message, so the hint states the rule the form and the server apply.
        hint={validation(AUTH_MESSAGES.passwordMin)}
      >
        <input
          type="password"
          autoComplete="new-password"
          required
          disabled={isSubmitting}
          {...controlProps('signup-password', errors.password)}
          {...register('password')}
        />
      </Field>
      {mayHaveAccount ? (
        <div
          role="status"
          data-testid="address-in-use"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p className="font-semibold">{t('addressInUseTitle')}</p>
          <p className="mt-1">{t('addressInUseText', { email: mayHaveAccount })}</p>
          <div className="mt-2 flex flex-wrap gap-4">
            <button type="button" onClick={onSignIn} className="font-semibold text-amber-900 underline">
              {t('addressInUseSignIn')}
            </button>
            <button type="button" onClick={onForgot} className="font-semibold text-amber-900 underline">
              {t('addressInUseReset')}
            </button>
          </div>
        </div>
      ) : null}
      <SubmitButton busy={isSubmitting} label={t('createAccount')} busyLabel={t('creatingAccount')} />
      <p className="text-center text-sm text-stone-600">
        {t('agreeBefore')}
        <Link to={local('/terms')} className="font-medium text-amber-800 underline">
          {t('agreeTerms')}
        </Link>
        {t('agreeAnd')}
        <Link to={local('/privacy')} className="font-medium text-amber-800 underline">
          {t('agreePrivacy')}
        </Link>
        {t('agreeAfter')}
      </p>
    </form>
  );
}
