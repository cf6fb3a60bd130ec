import { LANGUAGE_NAMES, LANGUAGES, languageOfPath, localisedPath } from '@safari/shared-domain/i18n';
import { useHydrated, useLanguage } from '@safari/shared-ui';
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
  // The page's query and fragment join the links once hydrated: the prerendered page has none, and
  // hydration keeps the server's attributes.
  const rest = useHydrated() ? `${search}${hash}` : '';
  return (
    <ul aria-label={label} className="flex">
      {LANGUAGES.map((other) => (
        <li key={other}>
          <a
            href={`${localisedPath(path, other)}${rest}`}
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
