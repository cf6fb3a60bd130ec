import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthStore } from '@safari/shared-domain';
import {
  type PasswordResetRequestFormValues,
  passwordResetRequestFormSchema,
} from '@safari/shared-domain/forms';
import { showToast } from '@safari/shared-ui';
import { useForm } from 'react-hook-form';
import { controlProps, Field, SubmitButton } from '../forms/fields.tsx';

/** Asks for a mail with a link to choose a new password. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
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
      <h2 className="text-xl font-semibold">Reset your password</h2>
      <p className="text-sm text-stone-600">
        Enter your account's e-mail address and we will send you a link to choose a new password.
      </p>
      <Field name="reset-email" label="Email" error={errors.email} required>
        <input
          type="email"
          autoComplete="email"
          required
          disabled={isSubmitting}
          {...controlProps('reset-email', errors.email)}
          {...register('email')}
        />
      </Field>
      <SubmitButton busy={isSubmitting} label="Send reset link" busyLabel="Sending..." />
      <button
        type="button"
        onClick={onBack}
        className="w-full text-sm font-medium text-amber-800 hover:underline"
      >
        Back to sign in
      </button>
    </form>
  );
}
