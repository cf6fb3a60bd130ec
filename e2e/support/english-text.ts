import type { Page } from '@playwright/test';

// Issue 41: a German or French page may show a text in English only where it says so, inside an
// element marked `lang="en"` (an untranslated tour's texts, decision 230). The interface texts are
// checked key by key against the catalogues (languages.spec.ts); this finds the rest, whatever
// their source: catalogue content that cannot be translated, or a component that forgot its mark.

/**
 * Short English words that are not German or French words, so a text holding one is English
 * ("Tips for guides and lodge staff", "Free cancellation up to 48 hours before the tour starts").
 */
const ENGLISH_WORDS = [
  'the',
  'and',
  'with',
  'your',
  'you',
  'for',
  'of',
  'to',
  'from',
  'before',
  'after',
  'our',
  'this',
  'are',
  'is',
  'up',
  'by',
  'welcome',
];

/** Names that stay English in every language (Zanzibar's guide: a museum, a restaurant). */
const NAMES = ['House of Wonders', 'The Rock'];

/**
 * The texts on the page (its text nodes, as shown now) that read as English and are not inside
 * an element whose `lang` is English. Empty on a page that marks every English text.
 */
export async function unmarkedEnglish(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ words, names }) => {
      const english = new RegExp(`(^|[^\\p{L}])(${words.join('|')})(?![\\p{L}])`, 'iu');
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        const parent = node.parentElement;
        if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
        if (parent.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
        const withoutNames = names.reduce((rest, name) => rest.replaceAll(name, ' '), text);
        if (english.test(withoutNames)) found.push(text);
      }
      return found;
    },
    { words: ENGLISH_WORDS, names: NAMES },
  );
}
