import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES } from '@safari/shared-domain/i18n';
import { describe, expect, it } from 'vitest';
import {
  mailTextProblems,
  mailTextsSql,
  newestMailTextsMigration,
  nextMigrationTime,
  readMailTexts,
} from './mail-texts-sql.ts';
import { defaultMigrationsDir } from './paths.ts';

describe('the mail texts migration', () => {
  it('is, in its newest version, what the translation files say', async () => {
    const newest = await newestMailTextsMigration();
    expect(newest).not.toBeNull();
    const committed = await readFile(join(defaultMigrationsDir, newest ?? ''), 'utf8');
    expect(committed).toBe(mailTextsSql(await readMailTexts()));
  });

  it('writes every language of the site, in the site’s order, the first the default', async () => {
    const sql = mailTextsSql(await readMailTexts());
    expect([...sql.matchAll(/^ {2}\('([a-z]+)', (\d+), '/gm)].map((m) => [m[1], Number(m[2])])).toEqual(
      LANGUAGES.map((language, position) => [language, position]),
    );
  });

  it('keeps a quote in a text as one quote in the database', () => {
    const texts = Object.fromEntries(
      LANGUAGES.map((language) => [language, { greeting: "Dear {name}, it's" }]),
    );
    expect(mailTextsSql(texts)).toContain(`"greeting": "Dear {name}, it''s"`);
    expect(mailTextsSql(texts)).not.toContain(`it's`);
  });

  it('is timed after every migration there is', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'mail-texts-'));
    try {
      await writeFile(join(folder, '20991231235900_later.sql'), '');
      expect(await nextMigrationTime(folder, new Date('2026-11-29T12:00:00Z'))).toBe('20991231236000');
      expect(await nextMigrationTime(defaultMigrationsDir, new Date('2100-01-02T03:04:05Z'))).toBe(
        '21000102030405',
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('the translation files', () => {
  const english = {
    greeting: 'Dear {name},',
    'format.months': ['January', 'February'],
    'format.pluralOne': [1],
    'format.dayNumbers': {},
  };
  const good = { ...english, greeting: 'Guten Tag {name},', 'format.months': ['Januar', 'Februar'] };
  const files = (de: Record<string, unknown>) => ({ en: english, de, fr: { ...english } });

  it('are usable as they are in the repository', async () => {
    await expect(readMailTexts()).resolves.toBeDefined();
  });

  it('may differ in wording only', () => {
    expect(mailTextProblems(files(good))).toEqual([]);
    expect(
      mailTextProblems(files({ ...good, 'format.dayNumbers': { 1: '1er' }, 'format.pluralOne': [0, 1] })),
    ).toEqual([]);
  });

  it('name each text missing, extra, of another kind or with other placeholders', () => {
    const { greeting: _left, ...withoutGreeting } = good;
    expect(mailTextProblems(files(withoutGreeting))).toEqual(['de.json: "greeting" is missing']);
    expect(mailTextProblems(files({ ...good, farewell: 'Tschüss' }))).toEqual([
      'de.json: "farewell" is not a text of en.json',
    ]);
    expect(mailTextProblems(files({ ...good, greeting: ['Hallo'] }))).toEqual([
      'de.json: "greeting" is a texts, not a text as in en.json',
    ]);
    expect(mailTextProblems(files({ ...good, greeting: 'Guten Tag {Name},' }))).toEqual([
      'de.json: "greeting" names {Name}, en.json {name}',
    ]);
    expect(mailTextProblems(files({ ...good, greeting: 'Guten Tag {name},{ }' }))).toEqual([
      'de.json: "greeting" has a malformed placeholder { }',
      'de.json: "greeting" names { }, {name}, en.json {name}',
    ]);
  });

  it('need as many months and weekdays, whole plural numbers and real days of the month', () => {
    expect(mailTextProblems(files({ ...good, 'format.months': ['Januar'] }))).toEqual([
      'de.json: "format.months" needs 2 texts, as en.json has',
    ]);
    expect(mailTextProblems(files({ ...good, 'format.pluralOne': [1.5] }))).toEqual([
      'de.json: "format.pluralOne" lists whole numbers from 0',
    ]);
    expect(mailTextProblems(files({ ...good, 'format.dayNumbers': { 32: '32e' } }))).toEqual([
      'de.json: "format.dayNumbers" maps days of the month (1 to 31) to how they are written',
    ]);
  });

  it('are one per language of the site', () => {
    expect(mailTextProblems({ ...files(good), it: good })).toEqual([
      "it.json: it is not one of the site's languages (en, de, fr)",
    ]);
    const { fr: _none, ...withoutFrench } = files(good);
    expect(mailTextProblems(withoutFrench)).toEqual(['fr.json: missing or not a JSON object']);
  });
});
