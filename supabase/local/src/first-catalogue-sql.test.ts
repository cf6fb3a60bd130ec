import { readFile } from 'node:fs/promises';
import { FIRST_CATALOGUE } from '@safari/shared-domain/catalogue-admin';
import { describe, expect, it } from 'vitest';
import { FIRST_CATALOGUE_MIGRATION, firstCatalogueSql } from './first-catalogue-sql.ts';

describe('the first catalogue migration', () => {
  it('is what the generator writes from FIRST_CATALOGUE', async () => {
    expect(await readFile(FIRST_CATALOGUE_MIGRATION, 'utf8')).toBe(firstCatalogueSql());
  });

  it('holds every tour once, in catalogue order', () => {
    const sql = firstCatalogueSql();
    FIRST_CATALOGUE.forEach((tour, position) => {
      expect(sql).toContain(`  ('${tour.slug}', ${position}, '{`);
    });
    expect(sql.match(/^ {2}\('/gm)).toHaveLength(FIRST_CATALOGUE.length);
  });
});
