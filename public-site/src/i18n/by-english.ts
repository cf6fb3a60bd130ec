// Texts that reach a page in English and are translated where they are shown (issue 41): the
// forms' schema messages and the toasts come from shared-domain, word for word, shared with the
// admin, the mails and the tests. An area whose English texts are exactly those words gives
// their translations: a text is found among the area's English texts, either as it reads or as
// a text with arguments ('At least {minimum} adults are required' matches 'At least 2 adults are
// required', with minimum 2), and shown in the page's language with the same arguments.
import type { Message, MessageArea, Translate } from '@safari/shared-ui';

/** An English text of the area: as it reads, or as a pattern whose groups are its arguments. */
interface EnglishText {
  readonly key: string;
  readonly exact?: string;
  readonly pattern?: RegExp;
  readonly names?: readonly string[];
}

const MARK = '\u0001';
const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A compiled text with arguments, written with each argument's name between marks. */
function englishText(key: string, text: Message): EnglishText {
  if (typeof text === 'string') return { key, exact: text };
  const named = new Proxy({} as Record<string, unknown>, {
    get: (_target, name) => (typeof name === 'string' ? `${MARK}${name}${MARK}` : undefined),
  });
  const parts = text(named).split(MARK);
  // Even parts are the text's words, odd parts its arguments' names.
  const names = parts.filter((_part, index) => index % 2 === 1);
  const source = parts.map((part, index) => (index % 2 === 1 ? '(.+?)' : escapePattern(part))).join('');
  return { key, pattern: new RegExp(`^${source}$`, 's'), names };
}

const known = new WeakMap<MessageArea, readonly EnglishText[]>();

function englishTexts(area: MessageArea): readonly EnglishText[] {
  let texts = known.get(area);
  if (!texts) {
    const all = Object.entries(area.source).map(([key, text]) => englishText(key, text));
    // Texts as they read first: 'At least 1 adult is required' before 'At least {minimum} adults…'.
    texts = [...all.filter((text) => text.exact !== undefined), ...all.filter((text) => text.pattern)];
    known.set(area, texts);
  }
  return texts;
}

/** The key of `english` among the area's English texts and its arguments' values, or null. */
export function findEnglish(
  area: MessageArea,
  english: string,
): { key: string; values: Record<string, string> } | null {
  for (const text of englishTexts(area)) {
    if (text.exact !== undefined) {
      if (text.exact === english) return { key: text.key, values: {} };
      continue;
    }
    const match = text.pattern?.exec(english);
    if (!match) continue;
    const values: Record<string, string> = {};
    text.names?.forEach((name, index) => {
      values[name] = match[index + 1] ?? '';
    });
    return { key: text.key, values };
  }
  return null;
}

/** How an argument found in an English text is written in the page's language (numbers, days). */
export type LocaliseValue = (value: string) => unknown;

/**
 * `english` in the language `t` speaks, or null when the area does not have it (a message the
 * server wrote, say): the caller then shows it as it came.
 */
export function translateEnglish<Texts>(
  area: MessageArea,
  t: Translate<Texts>,
  english: string,
  localise: LocaliseValue = (value) => value,
): string | null {
  const found = findEnglish(area, english);
  if (!found) return null;
  // Written the same with the values as they came (English): exactly as it came, no re-formatting.
  const key = found.key as Extract<keyof Texts, string>;
  if (t(key, found.values) === english) return english;
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(found.values)) values[name] = localise(value);
  return t(key, values);
}
