// `pnpm --filter @safari/supabase-local mail-texts-sql [--check]`: the traveller's mail texts
// (issue 41, decision 238) from supabase/mail-texts/<language>.json into the database. The
// database renders the booking, proposal and payment mails when it queues them, so the texts are
// rows of private.mail_languages, written by a generated migration `<time>_mail_texts.sql`. A
// changed or added translation file is a new such migration (a migration once applied is never
// edited); `--check` (and a unit test) fails when the newest one is not what the files say.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES } from '@safari/shared-domain/i18n';
import { defaultMigrationsDir, repoRoot } from './paths.ts';

export const MAIL_TEXTS_DIR = join(repoRoot, 'supabase', 'mail-texts');
const MIGRATION_SUFFIX = '_mail_texts.sql';

type MailTextValue = string | readonly string[] | readonly number[] | Readonly<Record<string, string>>;
export type MailTexts = Readonly<Record<string, MailTextValue>>;

const PLACEHOLDER = /\{([^{}]*)\}/g;
const PLACEHOLDER_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** The {placeholders} a text names, sorted; a malformed one is named as written. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))].sort();
}

function kindOf(value: unknown): string {
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.every((v) => typeof v === 'number') ? 'numbers' : 'texts';
  if (typeof value === 'object' && value !== null) return 'map';
  return typeof value;
}

/**
 * What is wrong with the translation files, as sentences (none: they can be written). Every
 * language has the default language's keys, no other, each value of the same kind, the same
 * placeholders in each text and as many entries in each list (twelve months, seven weekdays).
 */
export function mailTextProblems(texts: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  const [source] = LANGUAGES;
  for (const language of Object.keys(texts))
    if (!(LANGUAGES as readonly string[]).includes(language))
      problems.push(
        `${language}.json: ${language} is not one of the site's languages (${LANGUAGES.join(', ')})`,
      );
  const reference = texts[source];
  if (typeof reference !== 'object' || reference === null || Array.isArray(reference))
    return [...problems, `${source}.json: missing or not a JSON object`];
  for (const language of LANGUAGES) {
    const own = texts[language];
    if (typeof own !== 'object' || own === null || Array.isArray(own)) {
      problems.push(`${language}.json: missing or not a JSON object`);
      continue;
    }
    const file = `${language}.json`;
    for (const [key, value] of Object.entries(own as Record<string, unknown>)) {
      const model = (reference as Record<string, unknown>)[key];
      if (model === undefined) {
        problems.push(`${file}: "${key}" is not a text of ${source}.json`);
        continue;
      }
      const kind = kindOf(value);
      if (kind !== kindOf(model)) {
        problems.push(`${file}: "${key}" is a ${kind}, not a ${kindOf(model)} as in ${source}.json`);
        continue;
      }
      if (typeof value === 'string') {
        const names = placeholders(value);
        for (const name of names)
          if (!PLACEHOLDER_NAME.test(name))
            problems.push(`${file}: "${key}" has a malformed placeholder {${name}}`);
        if (names.join() !== placeholders(model as string).join())
          problems.push(
            `${file}: "${key}" names {${names.join('}, {')}}, ${source}.json {${placeholders(model as string).join('}, {')}}`,
          );
      } else if (Array.isArray(value) && kind === 'texts') {
        if (
          value.length !== (model as unknown[]).length ||
          value.some((v) => typeof v !== 'string' || v === '')
        )
          problems.push(
            `${file}: "${key}" needs ${(model as unknown[]).length} texts, as ${source}.json has`,
          );
      } else if (kind === 'numbers') {
        if ((value as number[]).some((n) => !Number.isInteger(n) || n < 0))
          problems.push(`${file}: "${key}" lists whole numbers from 0`);
      } else if (kind === 'map') {
        for (const [day, written] of Object.entries(value as Record<string, unknown>))
          if (!/^(?:[1-9]|[12]\d|3[01])$/.test(day) || typeof written !== 'string' || written === '')
            problems.push(`${file}: "${key}" maps days of the month (1 to 31) to how they are written`);
      }
    }
    for (const key of Object.keys(reference as Record<string, unknown>))
      if (!(key in own)) problems.push(`${file}: "${key}" is missing`);
  }
  return problems;
}

/** Every language's texts, read from `folder`; throws naming each problem. */
export async function readMailTexts(folder = MAIL_TEXTS_DIR): Promise<Record<string, MailTexts>> {
  const texts: Record<string, unknown> = {};
  for (const name of (await readdir(folder)).filter((n) => n.endsWith('.json')).sort()) {
    const language = name.slice(0, -'.json'.length);
    try {
      texts[language] = JSON.parse(await readFile(join(folder, name), 'utf8'));
    } catch (error) {
      throw new Error(`${name} is not JSON: ${(error as Error).message}`);
    }
  }
  const problems = mailTextProblems(texts);
  if (problems.length > 0) throw new Error(`The mail texts cannot be used:\n- ${problems.join('\n- ')}`);
  return texts as Record<string, MailTexts>;
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** The migration that makes private.mail_languages hold these texts, in the site's language order. */
export function mailTextsSql(texts: Readonly<Record<string, MailTexts>>): string {
  const rows = LANGUAGES.map(
    (language, position) =>
      `  (${literal(language)}, ${position}, ${literal(JSON.stringify(texts[language], null, 2))}::jsonb)`,
  );
  return `-- Generated by supabase/local/src/mail-texts-sql.ts from supabase/mail-texts/*.json (decision 238).
-- Do not edit: change the files and generate a new migration.

insert into private.mail_languages (code, position, texts) values
${rows.join(',\n')}
on conflict (code) do update set position = excluded.position, texts = excluded.texts;

-- A language no longer listed goes, unless a booking or a message is in it (the keys refuse).
delete from private.mail_languages where code not in (${LANGUAGES.map(literal).join(', ')});
`;
}

/** The newest generated migration's file name, or null before the first. */
export async function newestMailTextsMigration(folder = defaultMigrationsDir): Promise<string | null> {
  const names = (await readdir(folder)).filter((name) => name.endsWith(MIGRATION_SUFFIX)).sort();
  return names.at(-1) ?? null;
}

/** A migration time after every existing migration's: now (UTC), or one past the newest. */
export async function nextMigrationTime(folder = defaultMigrationsDir, now = new Date()): Promise<string> {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const newest = (await readdir(folder))
    .map((name) => /^(\d{14})_/.exec(name)?.[1])
    .filter((time): time is string => time !== undefined)
    .sort()
    .at(-1);
  return newest && newest >= stamp ? String(BigInt(newest) + 100n) : stamp;
}

async function main() {
  const generated = mailTextsSql(await readMailTexts());
  const newest = await newestMailTextsMigration();
  const committed = newest ? await readFile(join(defaultMigrationsDir, newest), 'utf8') : '';
  if (committed === generated) {
    console.log(`${newest} holds the mail texts as supabase/mail-texts/ has them.`);
    return;
  }
  if (process.argv.includes('--check')) {
    console.error(
      `supabase/mail-texts/ differs from ${newest ?? 'every migration'}: run pnpm --filter @safari/supabase-local mail-texts-sql`,
    );
    process.exit(1);
  }
  const at = process.argv[process.argv.indexOf('--at') + 1];
  const time = process.argv.includes('--at') && at && /^\d{14}$/.test(at) ? at : await nextMigrationTime();
  const name = `${time}${MIGRATION_SUFFIX}`;
  await writeFile(join(defaultMigrationsDir, name), generated);
  console.log(`Wrote supabase/migrations/${name}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
