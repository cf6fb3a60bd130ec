import { type Language, preferredLanguage } from '@safari/shared-domain/i18n';
import { lazyWithRetry, useLanguage } from '@safari/shared-ui';
import { Suspense, useEffect, useState } from 'react';

const SuggestionBar = lazyWithRetry(() => import('./SuggestionBar.tsx'));

/**
 * A visitor whose browser asks for another of the site's languages is offered this page in it,
 * once, never sent there (issue 41): search engines and shared links keep the address they chose.
 * Decided after hydration, so the prerendered page and its first render agree.
 */
export function LanguageSuggestion() {
  const language = useLanguage();
  const [suggested, setSuggested] = useState<Language | null>(null);
  useEffect(() => {
    const wanted = preferredLanguage(navigator.languages);
    setSuggested(wanted === language ? null : wanted);
  }, [language]);
  return suggested ? (
    <Suspense fallback={null}>
      <SuggestionBar language={suggested} onAnswer={() => setSuggested(null)} />
    </Suspense>
  ) : null;
}
