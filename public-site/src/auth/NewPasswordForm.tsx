import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthStore, redirectPathForRole } from '@safari/shared-domain';
import {
  CHANGE_PASSWORD_MESSAGES,
  type NewPasswordFormValues,
  newPasswordFormSchema,
} from '@safari/shared-domain/forms';
import { showToast } from '@safari/shared-ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { controlProps, Field, SubmitButton } from '../forms/fields.tsx';

/** Chooses a new password with the session a reset link opened, then goes where the role belongs. */
export function NewPasswordForm() {
  const navigate = useNavigate();
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
    if (outcome.ok) navigate(redirectPathForRole(getAuthStore().getState().role));
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      className="space-y-5"
      aria-busy={isSubmitting}
    >
      <h2 className="text-xl font-semibold">Choose a new password</h2>
      <Field
        name="new-password"
        label="New password"
        error={errors.newPassword}
        required
        hint={CHANGE_PASSWORD_MESSAGES.tooShort}
      >
        <input
          type="password"
          autoComplete="new-password"
          disabled={isSubmitting}
          {...controlProps('new-password', errors.newPassword)}
          {...register('newPassword')}
        />
      </Field>
      <Field name="confirm-password" label="Confirm new password" error={errors.confirmPassword} required>
        <input
          type="password"
          autoComplete="new-password"
          disabled={isSubmitting}
          {...controlProps('confirm-password', errors.confirmPassword)}
          {...register('confirmPassword')}
        />
      </Field>
      <SubmitButton busy={isSubmitting} label="Update password" busyLabel="Updating..." />
    </form>
  );
}
