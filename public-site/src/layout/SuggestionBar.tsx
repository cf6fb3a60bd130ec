import suggestionTexts from 'virtual:messages/suggestion';
import { type Language, languageOfPath, localisedPath } from '@safari/shared-domain/i18n';
import { LanguageContext, useMessages } from '@safari/shared-ui';
import { useLocation } from 'react-router-dom';
import type suggestion from '../../messages/en/suggestion.json';
import { browserStorage } from '../ui/browser-storage.ts';

interface Props {
  language: Language;
  onAnswer: () => void;
}

/** Set once the visitor has followed or dismissed a suggestion: it is not made again. */
const ANSWERED = 'safari.language-suggested';

/** Without storage it counts as answered: better no offer than the same one on every page. */
function answered(): boolean {
  return browserStorage()?.getItem(ANSWERED) !== null;
}

function remember() {
  try {
    browserStorage()?.setItem(ANSWERED, '1');
  } catch {
    // Private mode without storage: the suggestion may come again on the next page.
  }
}

function Bar({ language, onAnswer }: Props) {
  const t = useMessages<typeof suggestion>(suggestionTexts);
  const { pathname, search, hash } = useLocation();
  const href = `${localisedPath(languageOfPath(pathname).path, language)}${search}${hash}`;
  // At the foot of the screen: at its top it hid the page's heading, and in the page's flow it
  // would push the page down after it was drawn.
  return (
    <aside
      lang={language}
      aria-label={t('text')}
      data-testid="language-suggestion"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950 shadow-sm"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1">
        <p>{t('text')}</p>
        <a href={href} hrefLang={language} onClick={remember} className="font-semibold underline">
          {t('accept')}
        </a>
        <button
          type="button"
          onClick={() => {
            remember();
            onAnswer();
          }}
          className="min-h-9 rounded px-2 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          {t('dismiss')}
        </button>
      </div>
    </aside>
  );
}

/** The offer of this page in the visitor's language, written in that language. */
export default function SuggestionBar(props: Props) {
  if (answered()) return null;
  return (
    <LanguageContext value={props.language}>
      <Bar {...props} />
    </LanguageContext>
  );
}
