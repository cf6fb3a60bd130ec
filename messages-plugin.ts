// An app's message catalogues as modules (issue 41, decision 229). A catalogue is a JSON file of
// ICU MessageFormat texts, one per language and area: `<app>/messages/<language>/<area>.json`.
// `import area from 'virtual:messages/<area>'` gives the area's English texts, compiled, and a
// loader for each other language's, so English travels with the code that shows it and a German
// page fetches only the German texts of the parts it shows. Texts are compiled here, at build
// time, by @messageformat/core: a text without arguments becomes a string, one with arguments a
// function calling @messageformat/runtime (plural rules, number formats). The pages never parse
// a message.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { parse } from '@messageformat/parser';
import * as cardinals from 'make-plural/cardinals';
import type { Plugin } from 'vite';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  LANGUAGES,
  type Language,
} from './shared-domain/src/i18n/languages.ts';

const PREFIX = 'virtual:messages/';
const AREA = /^[a-z][a-z0-9-]*$/;

/** One language's texts of an area, as written: key → ICU MessageFormat text. */
function readCatalogue(dir: string, language: Language, area: string): Record<string, string> {
  const file = join(dir, language, `${area}.json`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${file}: a catalogue is one object of texts`);
  for (const [key, text] of Object.entries(parsed))
    if (typeof text !== 'string') throw new Error(`${file}: "${key}" is not a text`);
  return parsed as Record<string, string>;
}

/** The areas English has a catalogue for. */
function catalogueAreas(dir: string): string[] {
  return readdirSync(join(dir, DEFAULT_LANGUAGE))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** A text with no argument, plural or select, as it reads (ICU quoting undone), or null. */
function plainText(text: string): string | null {
  const tokens = parse(text);
  if (tokens.length === 0) return '';
  if (tokens.length === 1 && tokens[0]?.type === 'content') return tokens[0].value;
  return null;
}

/** The plural rule of `locale` as source, from make-plural (the rules messageformat uses). */
function pluralRule(locale: string): string {
  const rule = (cardinals as Record<string, unknown>)[locale];
  if (typeof rule !== 'function') throw new Error(`no plural rule for ${locale}`);
  return String(rule);
}

/** The module of one language's texts of an area: `export default { key: 'text' | (values) => text }`. */
function compileCatalogue(dir: string, language: Language, area: string): string {
  const texts = readCatalogue(dir, language, area);
  const plain: Record<string, string> = {};
  const formatted: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts)) {
    let value: string | null;
    try {
      value = plainText(text);
    } catch (error) {
      throw new Error(`messages/${language}/${area}.json "${key}": ${(error as Error).message}`);
    }
    if (value === null) formatted[key] = text;
    else plain[key] = value;
  }
  const plainPart = JSON.stringify(plain).slice(1, -1);
  if (Object.keys(formatted).length === 0) return `export default {${plainPart}};\n`;
  const mf = new MessageFormat(LANGUAGE_LOCALES[language], { currency: 'USD', strict: true });
  return (
    compileModule(mf, formatted)
      .replace(/^export default \{/m, `export default {${plainPart ? `${plainPart},` : ''}`)
      // The language's plural rule itself rather than the module of every language's rules, which
      // the bundle could not leave out (1 kB on every page).
      .replace(
        /^import \{ (\w+) \} from "@messageformat\/runtime\/lib\/cardinals";$/m,
        (_line, name: string) => `const ${name} = ${pluralRule(name)};`,
      )
  );
}

/** The area's module: English compiled in, every other language a loader. */
function areaModule(area: string): string {
  const others = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  const loaders = others.map(
    (language) =>
      `${JSON.stringify(language)}: () => import(${JSON.stringify(`${PREFIX}${area}/${language}`)})`,
  );
  return [
    `import source from ${JSON.stringify(`${PREFIX}${area}/${DEFAULT_LANGUAGE}`)};`,
    `export default { source, load: { ${loaders.join(', ')} } };`,
    '',
  ].join('\n');
}

/** The names of a text's arguments ('{count, plural, …}' → count), sorted. */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: readonly { type: string }[]) => {
    for (const token of tokens as ReturnType<typeof parse>) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const { tokens: inner } of token.cases) visit(inner);
      }
    }
  };
  visit(parse(text));
  return [...names].sort();
}

/**
 * What is wrong with an app's catalogues: a language without a text English has (it would show
 * in English), a text English no longer has, a text whose arguments differ from English's, or one
 * that does not compile. Empty when every language is complete.
 */
export function catalogueProblems(dir: string): string[] {
  const problems: string[] = [];
  for (const area of catalogueAreas(dir)) {
    const source = readCatalogue(dir, DEFAULT_LANGUAGE, area);
    for (const language of LANGUAGES) {
      const texts = readCatalogue(dir, language, area);
      for (const key of Object.keys(source)) {
        if (texts[key] === undefined) problems.push(`${language}/${area}.json: no "${key}"`);
        else if (argumentsOf(texts[key]).join() !== argumentsOf(source[key] ?? '').join())
          problems.push(`${language}/${area}.json "${key}": arguments differ from English`);
      }
      for (const key of Object.keys(texts))
        if (source[key] === undefined) problems.push(`${language}/${area}.json: "${key}" is not in English`);
      try {
        compileCatalogue(dir, language, area);
      } catch (error) {
        problems.push(`${language}/${area}.json: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}

/** `dir`: the app's `messages` folder. */
export function messagesPlugin(dir: string): Plugin {
  return {
    name: 'safari-messages',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [area = '', language, ...rest] = id.slice(PREFIX.length + 1).split('/');
      if (!AREA.test(area) || rest.length > 0) this.error(`no message area ${id.slice(1)}`);
      if (language === undefined) {
        this.addWatchFile(join(dir, DEFAULT_LANGUAGE, `${area}.json`));
        return areaModule(area);
      }
      if (!(LANGUAGES as readonly string[]).includes(language)) this.error(`no language ${language}`);
      this.addWatchFile(join(dir, language, `${area}.json`));
      return compileCatalogue(dir, language as Language, area);
    },
  };
}
