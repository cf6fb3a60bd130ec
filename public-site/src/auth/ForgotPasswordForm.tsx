import authTexts from 'virtual:messages/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthStore } from '@safari/shared-domain';
import {
  type PasswordResetRequestFormValues,
  passwordResetRequestFormSchema,
} from '@safari/shared-domain/forms';
import { showToast, useMessages } from '@safari/shared-ui';
import { useForm } from 'react-hook-form';
import type auth from '../../messages/en/auth.json';
import { controlProps, Field, SubmitButton } from '../forms/fields.tsx';

/** Asks for a mail with a link to choose a new password. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useMessages<typeof auth>(authTexts);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestFormValues>({
    resolver: zodResolver(passwordResetRequestFormSchema),
    defaultValues: { email: '' },
  });
  const submit = async ({ email }: PasswordResetRequestFormValues) => {
    const outcome = await getAuthStore().getState().requestPasswordReset(email);
    if (outcome.notice) showToast(outcome.notice);
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      className="space-y-5"
      aria-busy={isSubmitting}
    >
      <h2 className="text-xl font-semibold">{t('resetTitle')}</h2>
      <p className="text-sm text-stone-600">{t('resetIntro')}</p>
      <Field name="reset-email" label={t('email')} error={errors.email} required>
        <input
          type="email"
          autoComplete="email"
          required
          disabled={isSubmitting}
          {...controlProps('reset-email', errors.email)}
          {...register('email')}
        />
      </Field>
      <SubmitButton busy={isSubmitting} label={t('sendReset')} busyLabel={t('sending')} />
      <button
        type="button"
        onClick={onBack}
        className="w-full text-sm font-medium text-amber-800 hover:underline"
      >
        {t('backToSignIn')}
      </button>
    </form>
  );
}
