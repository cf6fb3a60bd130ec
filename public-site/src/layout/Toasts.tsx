import toastTexts from 'virtual:messages/toasts';
import { Toaster, useMessages } from '@safari/shared-ui';
import type toasts from '../../messages/en/toasts.json';

/** The toasts, labelled in the page's language. Fetched with the first toast (ToastSlot). */
export default function Toasts() {
  const t = useMessages<typeof toasts>(toastTexts);
  return <Toaster labels={{ region: t('region'), dismiss: t('dismiss') }} />;
}
