import toastTexts from 'virtual:messages/toasts';
import validationTexts from 'virtual:messages/validation';
import type { Language } from '@safari/shared-domain/i18n';
import { preloadMessages, Toaster, useMessages } from '@safari/shared-ui';
import type toasts from '../../messages/en/toasts.json';
import { useValidationText } from '../forms/validation-text.ts';
import { translateEnglish } from '../i18n/by-english.ts';
import { preloadFormats } from '../i18n/formats.ts';

/**
 * Fetches the words a toast needs in `language` before one is shown: a form's "could not send"
 * toast comes when the network has gone, too late to fetch them then (ToastSlot calls this when
 * the visitor starts on a form).
 */
export function prepare(language: Language): Promise<unknown> {
  return Promise.all([
    preloadMessages(toastTexts, language),
    preloadMessages(validationTexts, language),
    preloadFormats(language),
  ]);
}

/**
 * The toasts, in the page's language. Fetched with the first toast (ToastSlot). A toast's words
 * come from shared-domain in English (the admin shows the same); each is found among the `toasts`
 * area's English texts, or among the forms' messages (a limit the database checked says it in
 * those words). Words from elsewhere (Auth's own message) are shown as they came.
 */
export default function Toasts() {
  const t = useMessages<typeof toasts>(toastTexts);
  const validation = useValidationText();
  const translate = (text: string) => translateEnglish(toastTexts, t, text) ?? validation(text);
  return <Toaster labels={{ region: t('region'), dismiss: t('dismiss') }} translate={translate} />;
}
