export { useHydrated, useSearchParamsAfterHydration } from './hydration.ts';
export { LanguageContext, useLanguage, useLocalPath } from './language.ts';
export { lazyWithRetry, RetryCountProvider } from './lazy-with-retry.tsx';
export {
  type Message,
  type MessageArea,
  preloadMessages,
  settling,
  type Translate,
  untranslatedTexts,
  useMessages,
} from './messages.ts';
export { NotFoundPage } from './NotFoundPage.tsx';
export { PageSpinner } from './PageSpinner.tsx';
export { documentTitle, type PageMeta, PageMetaCollector, usePageMeta } from './page-meta.ts';
export { recordSharedModules } from './record-shared-modules.ts';
export type { RemoteAppProps } from './remote-app.ts';
export { Toaster } from './Toaster.tsx';
export { createToastStore, showToast, type Toast, type ToastState, toastStore } from './toasts.ts';
