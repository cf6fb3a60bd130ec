import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that took longest on CI (scripts/slowest.mjs prints them after every run), longest
 * first. Vitest orders files by their last duration only when it has a cache of earlier runs, and
 * CI starts from a fresh clone: without this, these ran near the end of their group, and the last
 * of them ran alone on one core while the other was idle.
 */
const LONGEST = [
  'supabase/local/src/auth/auth-load.test.ts',
  'supabase/local/src/test-support/template.test.ts',
  'supabase/local/src/durability.test.ts',
  'supabase/local/src/db/pglite-thread.test.ts',
  'supabase/tests/catalogue.test.ts',
  'supabase/local/src/auth/account-backoff.test.ts',
  'public-site/scripts/photograph-variants.test.ts',
  'supabase/local/src/http-load.test.ts',
  'supabase/local/src/auth/flow.test.ts',
  'supabase/tests/security-lint.test.ts',
  'supabase/local/src/realtime/processes.test.ts',
  'supabase/local/src/auth/errors.test.ts',
  'supabase/local/src/mail/send-mails.test.ts',
  'supabase/local/src/storage/storage-durability.test.ts',
];

/** Vitest's own order, then, within each group of projects, the files of LONGEST first. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST.indexOf(relative(this.ctx.config.root, file.moduleId));
      return at === -1 ? LONGEST.length : at;
    };
    const group = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    return [...sorted].sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}
