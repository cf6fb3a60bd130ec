import { z } from 'zod';
import { emailField } from './fields.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';
import { AUTH_MESSAGES, CHANGE_PASSWORD_MESSAGES } from './messages.ts';

const email = emailField(AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.email);

/**
 * The server's rules (supabase/config.toml, `letters_digits`): long enough, one ASCII letter and
 * one digit, counted by characters as local Auth counts them.
 */
const meetsPasswordRules = (password: string): boolean =>
  [...password].length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(password) && /[0-9]/.test(password);

export const signInFormSchema = z.object({
  email,
  // Never trimmed: a password is exactly what was typed.
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired),
});

export const signUpFormSchema = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordMin })
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong)
    .refine(meetsPasswordRules, AUTH_MESSAGES.passwordMin),
});

/** "Forgot password?": the address to send the reset link to. */
export const passwordResetRequestFormSchema = z.object({ email });

/** An expired or used confirmation link: the address to send a new one to. */
export const confirmationResendFormSchema = z.object({ email });

/**
 * New password and its confirmation, checked in the admin dialog's order (docs/product.md §10) so that
 * exactly one message is shown: both filled in, then equal, then not too long, then long enough
 * with a letter and a digit.
 */
export const changePasswordFormSchema = z
  .object({
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    if (!newPassword || !confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        message: CHANGE_PASSWORD_MESSAGES.bothRequired,
        path: [newPassword ? 'confirmPassword' : 'newPassword'],
      });
    } else if (newPassword !== confirmPassword) {
      ctx.addIssue({ code: 'custom', message: CHANGE_PASSWORD_MESSAGES.mismatch, path: ['confirmPassword'] });
    } else if (newPassword.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordTooLong, path: ['newPassword'] });
    } else if (!meetsPasswordRules(newPassword)) {
      ctx.addIssue({ code: 'custom', message: CHANGE_PASSWORD_MESSAGES.tooShort, path: ['newPassword'] });
    }
  });

/**
 * The page a reset e-mail opens asks for the new password with the same rules.
 * @alias
 */
export const newPasswordFormSchema = changePasswordFormSchema;

export type SignInFormValues = z.output<typeof signInFormSchema>;
export type SignUpFormValues = z.output<typeof signUpFormSchema>;
export type PasswordResetRequestFormValues = z.output<typeof passwordResetRequestFormSchema>;
export type ChangePasswordFormValues = z.output<typeof changePasswordFormSchema>;
export type NewPasswordFormValues = ChangePasswordFormValues;
export type ConfirmationResendFormValues = z.output<typeof confirmationResendFormSchema>;
