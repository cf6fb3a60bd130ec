import { z } from 'zod';
import { emailField, honeypotField, nameField, phoneField, requiredText } from './fields.ts';
import { MESSAGE_MAX_LENGTH } from './limits.ts';
import { CONTACT_MESSAGES, FIELD_LIMIT_MESSAGES } from './messages.ts';

const missing = CONTACT_MESSAGES.allFieldsRequired;

/** The contact page (docs/product.md §9): all four fields required. */
export const contactFormSchema = z.object({
  name: nameField(missing),
  phone: phoneField(missing),
  email: emailField(missing, 'Invalid email address'),
  message: requiredText(missing).max(MESSAGE_MAX_LENGTH, FIELD_LIMIT_MESSAGES.messageTooLong),
  website: honeypotField(),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

export const CONTACT_FORM_DEFAULTS: ContactFormInput = { name: '', phone: '', email: '', message: '' };
