import catalogueTexts from 'virtual:messages/catalogue';
import { anyInEnglish, type InLanguage, shownInEnglish } from '@safari/shared-domain/catalogue';
import { useMessages } from '@safari/shared-ui';
import type catalogue from '../../messages/en/catalogue.json';

// Issue 41: a tour not yet translated is shown in English on a German or French page, never
// hidden, and the page says so under its title. On an English page nothing is said.

/** `lang="en"` for a text shown in English on a page of another language, else nothing. */
export function englishLang(english: boolean): { lang?: 'en' } {
  return english ? { lang: 'en' } : {};
}

/** The note under a tour's title when some or all of its texts are English on this page. */
export function TourLanguageNote({ tour }: { tour: InLanguage }) {
  const t = useMessages<typeof catalogue>(catalogueTexts);
  if (!anyInEnglish(tour)) return null;
  return (
    <p className="mt-2 max-w-prose rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      {shownInEnglish(tour, 'title') ? t('tourNotTranslated') : t('tourPartlyTranslated')}
    </p>
  );
}
