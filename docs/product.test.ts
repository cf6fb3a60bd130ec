import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The product rules live in docs/product.md: comments, tests and records cite its sections, never
// documents a person who clones the repository does not have.

const root = join(import.meta.dirname, '..');
const PRODUCT = 'docs/product.md';
// The Supabase behaviour supabase/local imitates; cited as "supabase/local/docs/protocol.md §N.M".
const PROTOCOL = 'supabase/local/docs/protocol.md';

// Applied migrations cannot be edited (supabase/local/src/migrate.ts verifies their checksums), so
// these keep their old citations; docs/product.md §16 maps them.
const FROZEN_MIGRATIONS = new Set([
  'supabase/migrations/20261122000100_prices.sql',
  'supabase/migrations/20261122000200_bookings.sql',
  'supabase/migrations/20261122000300_contact_submissions.sql',
  'supabase/migrations/20261122000400_admin_summary_search_realtime.sql',
  'supabase/migrations/20261124000000_status_history_and_mail_outbox.sql',
]);

// Documents kept outside the repository: the two original specifications, their decisions page,
// the team's shared folder and its architecture and style guides.
const OUTSIDE = [
  /\bseed 00\d/i,
  /\bPRODUCT\.md\b/,
  /\.\.\/shared\//,
  /\bARCHITECTURE\.md\b/,
  /\bSTYLE\.md\b/,
  // The Supabase protocol reference in the team's shared folder (now supabase/local/docs/protocol.md).
  /\bprotocol ref\b/i,
];

// Where docs/product.md says where it came from (its last section); it may name the originals.
const ORIGIN_HEADING = /^## \d+\. Where these rules came from$/m;

const TEXT = /\.(ts|tsx|mts|mjs|js|json|jsonc|md|sql|css|html|sh|toml|yaml|yml)$|^\.ci\//;

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((path) => TEXT.test(path) && path !== 'pnpm-lock.yaml' && !FROZEN_MIGRATIONS.has(path));
}

function read(path: string): string {
  const text = readFileSync(join(root, path), 'utf8');
  if (path !== PRODUCT) return text;
  const origin = ORIGIN_HEADING.exec(text);
  return origin ? text.slice(0, origin.index) : text;
}

const product = readFileSync(join(root, PRODUCT), 'utf8');
const sections = [...product.matchAll(/^## (\d+)\. .+$/gm)].map((match) => Number(match[1]));
const known = new Set(sections);

const protocol = readFileSync(join(root, PROTOCOL), 'utf8');
const protocolHeadings = [...protocol.matchAll(/^(##|###) (\d+)(?:\.(\d+))?\.? .+$/gm)].map(
  ([, level, chapter, section]) => ({ level, chapter: Number(chapter), section: Number(section ?? 0) }),
);
const knownProtocol = new Set(
  protocolHeadings.map(({ chapter, section }) => (section ? `${chapter}.${section}` : `${chapter}`)),
);

/** The "§N" and "§N.M" a line cites from the protocol page: those after its path, up to any product citation. */
function protocolCitations(line: string, path: string): string[] {
  const at = path === PROTOCOL ? 0 : line.indexOf(PROTOCOL);
  if (at < 0) return [];
  const cited = line.slice(at).split(PRODUCT)[0] ?? '';
  return [...cited.matchAll(/§(\d+(?:\.\d+)?)/g)].map(([, n]) => n as string);
}

describe('product rules', () => {
  it('are numbered 1, 2, 3 … once each, so that "§N" and the heading anchors stay stable', () => {
    expect(sections.length).toBeGreaterThan(0);
    expect(sections).toEqual(sections.map((_, i) => i + 1));
    expect(ORIGIN_HEADING.test(product)).toBe(true);
  });

  const files = trackedTextFiles();

  /** `path:line: …` for every line of every file that `problems` finds fault with. */
  function faults(problems: (line: string, path: string) => string[]): string[] {
    return files.flatMap((path) =>
      read(path)
        .split('\n')
        .flatMap((line, i) => problems(line, path).map((problem) => `${path}:${i + 1}: ${problem}`)),
    );
  }

  it('are cited from inside the repository only', () => {
    const outside = faults((line) => (OUTSIDE.some((pattern) => pattern.test(line)) ? [line.trim()] : []));
    expect(outside).toEqual([]);
  });

  it('are cited by sections that exist', () => {
    // A line that cites the rules ("docs/product.md §9, §12", "… and §11 wants …"), or any line of
    // the rules themselves: every "§N" on it must be a section.
    const broken = faults((line, path) =>
      path === PRODUCT || line.includes(PRODUCT)
        ? [...line.matchAll(/§(\d+)/g)].filter(([, n]) => !known.has(Number(n))).map(([cited]) => cited)
        : [],
    );
    expect(broken).toEqual([]);
  });

  it('are cited somewhere, so the check above has something to check', () => {
    const citing = files.filter((path) => path !== PRODUCT && read(path).includes(`${PRODUCT} §`));
    expect(citing.length).toBeGreaterThan(50);
  });
});

describe('the Supabase protocol page', () => {
  it('numbers its chapters 1, 2, 3 … and the sections of each 1, 2, 3 …', () => {
    expect(protocolHeadings.length).toBeGreaterThan(0);
    const chapters = protocolHeadings.filter(({ level }) => level === '##').map(({ chapter }) => chapter);
    expect(chapters).toEqual(chapters.map((_, i) => i + 1));
    for (const chapter of chapters) {
      const numbers = protocolHeadings
        .filter((h) => h.level === '###' && h.chapter === chapter)
        .map((h) => h.section);
      expect(numbers, `chapter ${chapter}`).toEqual(numbers.map((_, i) => i + 1));
    }
    expect(protocolHeadings.every(({ level, section }) => (level === '##') === (section === 0))).toBe(true);
  });

  const files = trackedTextFiles();

  it('is cited by sections that exist', () => {
    const broken = files.flatMap((path) =>
      read(path)
        .split('\n')
        .flatMap((line, i) =>
          protocolCitations(line, path)
            .filter((n) => !knownProtocol.has(n))
            .map((n) => `${path}:${i + 1}: §${n}`),
        ),
    );
    expect(broken).toEqual([]);
  });

  it('is cited by the server that imitates it', () => {
    const citing = files.filter((path) => path !== PROTOCOL && read(path).includes(`${PROTOCOL} §`));
    expect(citing.length).toBeGreaterThanOrEqual(15);
  });
});
