import authTexts from 'virtual:messages/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthStore, redirectPathForRole } from '@safari/shared-domain';
import {
  CHANGE_PASSWORD_MESSAGES,
  type NewPasswordFormValues,
  newPasswordFormSchema,
} from '@safari/shared-domain/forms';
import { showToast, useMessages } from '@safari/shared-ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type auth from '../../messages/en/auth.json';
import { controlProps, Field, SubmitButton } from '../forms/fields.tsx';
import { useValidationText } from '../forms/validation-text.ts';
import { useRedirectPath } from './useArrivalRedirect.ts';

/** Chooses a new password with the session a reset link opened, then goes where the role belongs. */
export function NewPasswordForm() {
  const navigate = useNavigate();
  const validation = useValidationText();
  const siteOrAdmin = useRedirectPath();
  const t = useMessages<typeof auth>(authTexts);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const submit = async ({ newPassword }: NewPasswordFormValues) => {
    const outcome = await getAuthStore().getState().updatePassword(newPassword);
    if (outcome.notice) showToast(outcome.notice);
    if (outcome.ok) navigate(siteOrAdmin(redirectPathForRole(getAuthStore().getState().role)));
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      className="space-y-5"
      aria-busy={isSubmitting}
    >
      <h2 className="text-xl font-semibold">{t('newPasswordTitle')}</h2>
      <Field
        name="new-password"
        label={t('newPassword')}
        error={errors.newPassword}
        required
        hint={validation(CHANGE_PASSWORD_MESSAGES.tooShort)}
      >
        <input
          type="password"
          autoComplete="new-password"
          disabled={isSubmitting}
          {...controlProps('new-password', errors.newPassword)}
          {...register('newPassword')}
        />
      </Field>
      <Field name="confirm-password" label={t('confirmPassword')} error={errors.confirmPassword} required>
        <input
          type="password"
          autoComplete="new-password"
          disabled={isSubmitting}
          {...controlProps('confirm-password', errors.confirmPassword)}
          {...register('confirmPassword')}
        />
      </Field>
      <SubmitButton busy={isSubmitting} label={t('updatePassword')} busyLabel={t('updating')} />
    </form>
  );
}
