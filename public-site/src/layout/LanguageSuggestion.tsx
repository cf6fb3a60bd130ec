import { type Language, preferredLanguage } from '@safari/shared-domain/i18n';
import { lazyWithRetry, useLanguage } from '@safari/shared-ui';
import { Suspense, useEffect, useState } from 'react';

const SuggestionBar = lazyWithRetry(() => import('./SuggestionBar.tsx'));

/**
 * A visitor whose browser asks for another of the site's languages is offered this page in it,
 * never sent there (issue 41). Decided after hydration, in a component of its own: its update
 * must re-render nothing else, or a page part still waiting to hydrate (a German page's texts,
 * a deferred panel) would be drawn again from its stand-in, a layout shift of the whole page.
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
