import { type ChangePasswordFormValues, changePasswordFormSchema } from '@safari/shared-domain/forms';

export type PasswordFormErrors = Partial<Record<keyof ChangePasswordFormValues, string>>;

/** The change-password rules (docs/product.md §10) from the one shared schema, as messages per field. */
export function checkPasswordForm(values: ChangePasswordFormValues): PasswordFormErrors {
  const result = changePasswordFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: PasswordFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ChangePasswordFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}
