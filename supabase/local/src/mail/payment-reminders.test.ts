import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockFileDay } from './payment-reminders.ts';

describe('the reminder sweep’s clock file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'clock-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('holds the office day to sweep for', async () => {
    await writeFile(join(dir, 'today'), '2027-03-25\n');
    expect(await clockFileDay(join(dir, 'today'))).toBe('2027-03-25');
  });

  it('falls back to the database’s own today for no file, no setting, or anything that is not a day', async () => {
    expect(await clockFileDay(undefined)).toBeNull();
    expect(await clockFileDay(join(dir, 'missing'))).toBeNull();
    for (const text of ['', 'tomorrow', '2027-3-5', '2027-13-45', "2027-03-25'; drop table x; --"]) {
      await writeFile(join(dir, 'odd'), text);
      expect(await clockFileDay(join(dir, 'odd'))).toBeNull();
    }
  });
});
