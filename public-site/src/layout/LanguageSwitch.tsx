import { LANGUAGE_NAMES, LANGUAGES, languageOfPath, localisedPath } from '@safari/shared-domain/i18n';
import { useLanguage } from '@safari/shared-ui';
import { useLocation } from 'react-router-dom';

/**
 * The same page in each language (issue 41). Plain links: the other language's page is a page of
 * its own, prerendered in that language, so the browser loads it whole (and its <html lang>).
 */
export function LanguageSwitch({
  label,
  linkClass,
}: {
  label: string;
  /** The navigation's own link style, the current language shown as the active link. */
  linkClass: (state: { isActive: boolean }) => string;
}) {
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const { path } = languageOfPath(pathname);
  return (
    <ul aria-label={label} className="flex">
      {LANGUAGES.map((other) => (
        <li key={other}>
          <a
            href={`${localisedPath(path, other)}${search}${hash}`}
            hrefLang={other}
            lang={other}
            aria-label={LANGUAGE_NAMES[other]}
            aria-current={other === language ? 'true' : undefined}
            className={`${linkClass({ isActive: other === language })} block uppercase`}
          >
            {other}
          </a>
        </li>
      ))}
    </ul>
  );
}
