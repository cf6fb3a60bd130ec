import toastTexts from 'virtual:messages/toasts';
import { Toaster, useMessages } from '@safari/shared-ui';
import type toasts from '../../messages/en/toasts.json';
import { useValidationText } from '../forms/validation-text.ts';
import { translateEnglish } from '../i18n/by-english.ts';

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
