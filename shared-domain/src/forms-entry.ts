// `@safari/shared-domain/forms`: one zod schema per form with the seeds' messages, and the hard
// limits the database mirrors. Pure and stateless; bundled by the apps that show forms.
// Validation: one schema per form, their messages and the hard limits.
export {
  type ChangePasswordFormValues,
  type ConfirmationResendFormValues,
  changePasswordFormSchema,
  confirmationResendFormSchema,
  type NewPasswordFormValues,
  newPasswordFormSchema,
  type PasswordResetRequestFormValues,
  passwordResetRequestFormSchema,
  type SignInFormValues,
  type SignUpFormValues,
  signInFormSchema,
  signUpFormSchema,
} from './validation/auth-forms.ts';
export {
  CONTACT_FORM_DEFAULTS,
  type ContactFormInput,
  type ContactFormValues,
  contactFormSchema,
} from './validation/contact-form.ts';
export {
  CUSTOM_SAFARI_FORM_DEFAULTS,
  type CustomSafariFormInput,
  type CustomSafariFormSchema,
  type CustomSafariFormValues,
  customSafariFormSchema,
} from './validation/custom-safari-form.ts';
export * from './validation/limits.ts';
export {
  AUTH_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  CONTACT_MESSAGES,
  CUSTOM_SAFARI_MESSAGES,
  DATE_MESSAGES,
  FIELD_LIMIT_MESSAGES,
  TOUR_BOOKING_MESSAGES,
} from './validation/messages.ts';
export {
  type TourBookingFormInput,
  type TourBookingFormSchema,
  type TourBookingFormValues,
  type TourBookingRules,
  tourBookingFormDefaults,
  tourBookingFormSchema,
  travellerCountFromInput,
} from './validation/tour-booking-form.ts';
