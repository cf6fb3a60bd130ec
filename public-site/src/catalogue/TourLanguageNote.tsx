import catalogueTexts from 'virtual:messages/catalogue';
import {
  anyInEnglish,
  GUIDE_TEXT_FIELDS,
  type GuideInLanguage,
  type GuideTextField,
  type InLanguage,
  shownInEnglish,
} from '@safari/shared-domain/catalogue';
import { useMessages } from '@safari/shared-ui';
import type { ReactNode } from 'react';
import type catalogue from '../../messages/en/catalogue.json';

// Issue 41: a tour not yet translated is shown in English on a German or French page, never
// hidden, and the page says so under its title. On an English page nothing is said. A destination
// guide a language lacks (or some of its texts) is shown and marked the same way (decision 232).

const NOTE_CLASS =
  'max-w-prose rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200';

/** `lang="en"` on a text shown in English on a page of another language; nothing otherwise. */
export type TextLang = { lang?: 'en' };

/** `lang="en"` for a text shown in English on a page of another language, else nothing. */
export function englishLang(english: boolean): TextLang {
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
 * On a guide page in a language lacking some of the guide's texts: the note saying so, and
 * `lang="en"` for those texts. Nothing on an English page, nor on a page whose language has them all.
 */
export function useGuideInEnglish(guide: GuideInLanguage | undefined): {
  note: ReactNode;
  langOf: (field: GuideTextField) => TextLang;
} {
  const t = useMessages<typeof catalogue>(catalogueTexts);
  const inEnglish = guide?.inEnglish ?? [];
  const langOf = (field: GuideTextField) => englishLang(inEnglish.includes(field));
  const shown = GUIDE_TEXT_FIELDS.filter((field) => guide && field in guide);
  const english = shown.filter((field) => inEnglish.includes(field));
  if (english.length === 0) return { note: null, langOf };
  return {
    note: (
      <p className={`mb-6 ${NOTE_CLASS}`}>
        {english.length === shown.length ? t('guideNotTranslated') : t('guidePartlyTranslated')}
      </p>
    ),
    langOf,
  };
}
