import authTexts from 'virtual:messages/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthStore } from '@safari/shared-domain';
import { type SignInFormValues, signInFormSchema } from '@safari/shared-domain/forms';
import { showToast, useMessages } from '@safari/shared-ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type auth from '../../messages/en/auth.json';
import { controlProps, Field, SubmitButton } from '../forms/fields.tsx';
import { useRedirectPath } from './useArrivalRedirect.ts';

/** Signs a visitor in with e-mail and password, then goes where the store says their role belongs. */
export function SignInForm({ onForgot }: { onForgot: () => void }) {
  const navigate = useNavigate();
  const siteOrAdmin = useRedirectPath();
  const t = useMessages<typeof auth>(authTexts);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInFormValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = async ({ email, password }: SignInFormValues) => {
    const outcome = await getAuthStore().getState().signIn(email, password);
    if (outcome.notice) showToast(outcome.notice);
    if (outcome.ok) navigate(siteOrAdmin(outcome.redirectTo ?? '/'));
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      className="space-y-5"
      aria-busy={isSubmitting}
    >
      <Field name="signin-email" label={t('email')} error={errors.email} required>
        <input
          type="email"
          autoComplete="email"
          required
          disabled={isSubmitting}
          {...controlProps('signin-email', errors.email)}
          {...register('email')}
        />
      </Field>
      <Field name="signin-password" label={t('password')} error={errors.password} required>
        <input
          type="password"
          autoComplete="current-password"
          required
          disabled={isSubmitting}
          {...controlProps('signin-password', errors.password)}
          {...register('password')}
        />
      </Field>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onForgot}
          className="text-sm font-medium text-amber-800 underline-offset-2 hover:underline"
        >
          {t('forgot')}
        </button>
      </div>
      <SubmitButton busy={isSubmitting} label={t('signIn')} busyLabel={t('signingIn')} />
    </form>
  );
}
