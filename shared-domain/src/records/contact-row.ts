import type { TablesInsert } from '../supabase/database.types.ts';
import type { ContactFormValues } from '../validation/contact-form.ts';

/** The contact form's row; status and times are the database's defaults ('unread', now). */
export function contactSubmissionInsert(form: ContactFormValues): TablesInsert<'contact_submissions'> {
  return { name: form.name, phone: form.phone, email: form.email, message: form.message };
}
