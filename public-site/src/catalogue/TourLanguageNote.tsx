import catalogueTexts from 'virtual:messages/catalogue';
import { anyInEnglish, type InLanguage, shownInEnglish } from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE } from '@safari/shared-domain/i18n';
import { useLanguage, useMessages } from '@safari/shared-ui';
import type { ReactNode } from 'react';
import type catalogue from '../../messages/en/catalogue.json';

// Issue 41: a tour not yet translated is shown in English on a German or French page, never
// hidden, and the page says so under its title. On an English page nothing is said. The
// destination guides (code, not the catalogue) are English in every language for now, and their
// pages say so the same way.

const NOTE_CLASS =
  'max-w-prose rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200';

/** `lang="en"` for a text shown in English on a page of another language, else nothing. */
export function englishLang(english: boolean): { lang?: 'en' } {
  return english ? { lang: 'en' } : {};
}

/** The note under a tour's title when some or all of its texts are English on this page. */
export function TourLanguageNote({ tour }: { tour: InLanguage }) {
  const t = useMessages<typeof catalogue>(catalogueTexts);
  if (!anyInEnglish(tour)) return null;
  return (
    <p className={`mt-2 ${NOTE_CLASS}`}>
      {shownInEnglish(tour, 'title') ? t('tourNotTranslated') : t('tourPartlyTranslated')}
    </p>
  );
}

/**
 * On a German or French guide page: the note that the guide is English, and `lang="en"` for its
 * texts. Nothing on an English page.
 */
export function useGuideInEnglish(): { note: ReactNode; textLang: { lang?: 'en' } } {
  const t = useMessages<typeof catalogue>(catalogueTexts);
  const english = useLanguage() !== DEFAULT_LANGUAGE;
  return {
    note: english ? <p className={`mb-6 ${NOTE_CLASS}`}>{t('guideNotTranslated')}</p> : null,
    textLang: englishLang(english),
  };
}
