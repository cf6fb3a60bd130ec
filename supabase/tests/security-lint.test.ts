// The database security lint (supabase/lint/security-lint.sql): the product migrations pass it,
// and a deliberately bad fixture trips every rule, on PGlite and PostgreSQL.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DATABASE_KINDS, startTestServer } from '@safari/supabase-local/test-support';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, supabaseDir } from './support.ts';

const LINT = join(supabaseDir, 'lint', 'security-lint.sql');
const BAD_FIXTURE = join(supabaseDir, 'lint', 'bad-fixture');

interface Finding {
  rule: string;
  object: string;
  detail: string;
}

async function findings(kind: (typeof DATABASE_KINDS)[number], migrationsDir: string): Promise<Finding[]> {
  const server = await startTestServer(kind, { migrationsDir });
  try {
    const { rows } = await server.db.query<Finding>(await readFile(LINT, 'utf8'));
    return rows;
  } finally {
    await server.stop();
  }
}

describe.each(DATABASE_KINDS)('security lint on %s', (kind) => {
  // Each case boots its own server (two schemas), so each gets the boot's time budget.
  it('finds nothing in the product migrations', { timeout: 180_000 }, async () => {
    expect(await findings(kind, MIGRATIONS_DIR)).toEqual([]);
  });

  it('catches every mistake of the bad fixture', { timeout: 180_000 }, async () => {
    const found = await findings(kind, BAD_FIXTURE);
    expect(found.map((f) => [f.rule, f.object])).toEqual([
      ['always_true_write_policy', 'public.wishes policy "anyone edits"'],
      ['always_true_write_policy', 'public.wishes policy "anyone writes"'],
      ['function_search_path_mutable', 'public.all_wishes()'],
      ['function_search_path_mutable', 'public.shout(message text)'],
      ['policy_reads_user_metadata', 'public.wishes policy "metadata admins read"'],
      ['rls_disabled_in_exposed_schema', 'public.open_notes'],
      ['security_definer_function_exposed', 'public.all_wishes()'],
      ['view_bypasses_rls', 'public.wish_list'],
    ]);
  });
});
