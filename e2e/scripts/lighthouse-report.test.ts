import { describe, expect, it } from 'vitest';
import {
  describeCircumstances,
  type LhrLike,
  medianBy,
  type RunSummary,
  renderProblems,
  renderTable,
  replaceSection,
  routeResult,
  SECTION_END,
  SECTION_HEADING,
  SECTION_START,
  summariseRun,
} from './lighthouse-report.ts';

const run = (performance: number | null, extra: Partial<RunSummary> = {}): RunSummary => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 1000 + (performance ?? 0),
  lcp: 2000,
  tbt: 50,
  cls: 0.01,
  si: 1500,
  accessibilityFailures: [],
  lighthouseVersion: '12.8.2',
  benchmarkIndex: 1000,
  ...extra,
});

function lhr(overrides: Partial<LhrLike> = {}): LhrLike {
  const audit = (id: string, numericValue: number) => ({
    id,
    title: id,
    score: 1,
    scoreDisplayMode: 'numeric',
    numericValue,
  });
  return {
    lighthouseVersion: '12.8.2',
    environment: { benchmarkIndex: 812.5 },
    categories: {
      performance: { score: 0.874, auditRefs: [] },
      accessibility: {
        score: 0.9,
        auditRefs: [{ id: 'color-contrast' }, { id: 'image-alt' }, { id: 'aria-roles' }],
      },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: null, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': audit('first-contentful-paint', 1234),
      'largest-contentful-paint': audit('largest-contentful-paint', 2345),
      'total-blocking-time': audit('total-blocking-time', 12.4),
      'cumulative-layout-shift': audit('cumulative-layout-shift', 0.0421),
      'speed-index': audit('speed-index', 1999),
      'color-contrast': {
        id: 'color-contrast',
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        score: 0,
        scoreDisplayMode: 'binary',
        details: {
          type: 'table',
          items: [
            { node: { selector: 'footer > p.text-stone-400', snippet: '<p class="text-stone-400">' } },
            { node: { selector: 'nav a' } },
          ],
        },
      },
      'image-alt': { id: 'image-alt', title: 'Images have alt', score: 1, scoreDisplayMode: 'binary' },
      'aria-roles': { id: 'aria-roles', title: 'ARIA roles', score: null, scoreDisplayMode: 'notApplicable' },
    },
    ...overrides,
  };
}

describe('summariseRun', () => {
  it('reads scores as 0-100, the five metrics and the failing accessibility audits', () => {
    const summary = summariseRun(lhr());
    expect(summary).toMatchObject({
      performance: 87,
      accessibility: 90,
      bestPractices: 100,
      seo: null,
      fcp: 1234,
      lcp: 2345,
      tbt: 12.4,
      cls: 0.0421,
      si: 1999,
      benchmarkIndex: 812.5,
    });
    expect(summary.accessibilityFailures).toEqual([
      {
        id: 'color-contrast',
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        count: 2,
        selector: 'footer > p.text-stone-400',
        snippet: '<p class="text-stone-400">',
      },
    ]);
  });

  it('does not count passing, not-applicable or manual audits as failures', () => {
    const summary = summariseRun(
      lhr({
        audits: {
          ...lhr().audits,
          'color-contrast': { id: 'color-contrast', title: 'c', score: 0, scoreDisplayMode: 'manual' },
        },
      }),
    );
    expect(summary.accessibilityFailures).toEqual([]);
  });

  it('throws when Lighthouse says the run itself failed, so the run is retried', () => {
    expect(() =>
      summariseRun(lhr({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } })),
    ).toThrow('NO_FCP: The page did not paint any content.');
  });
});

describe('medianBy', () => {
  it('picks the middle run of three by the key, whatever their order', () => {
    const runs = [run(91), run(72), run(85)];
    expect(medianBy(runs, (r) => r.performance)).toBe(runs[2]);
  });

  it('picks the lower middle of an even count, and the only item of one', () => {
    expect(medianBy([run(90), run(60), run(80), run(70)], (r) => r.performance)?.performance).toBe(70);
    expect(medianBy([run(55)], (r) => r.performance)?.performance).toBe(55);
  });

  it('has no median of nothing, and sorts missing scores first', () => {
    expect(medianBy([], (r: RunSummary) => r.performance)).toBeUndefined();
    expect(medianBy([run(null), run(90), run(80)], (r) => r.performance)?.performance).toBe(80);
  });
});

describe('routeResult', () => {
  it("reports the median-performance run's metrics and the median accessibility on its own", () => {
    const runs = [
      run(95, { accessibility: 100, fcp: 900 }),
      run(70, { accessibility: 88 }),
      run(80, { accessibility: 92, fcp: 1800 }),
    ];
    const result = routeResult('/tours', runs, []);
    expect(result.median?.performance).toBe(80);
    expect(result.median?.fcp).toBe(1800);
    expect(result.accessibilityMedian?.accessibility).toBe(92);
    expect(result.runs).toBe(3);
  });

  it('keeps a route with no completed run, with its problems', () => {
    const result = routeResult('/broken', [], ['answers HTTP 500']);
    expect(result.median).toBeUndefined();
    expect(renderProblems([result])).toEqual(['- `/broken`: answers HTTP 500']);
  });
});

describe('renderTable', () => {
  it('renders one aligned row per route, with units, and dashes for what was not measured', () => {
    const table = renderTable([
      routeResult('/', [run(97, { fcp: 1234, lcp: 2049, tbt: 12.6, cls: 0.0421, si: 1951 })], []),
      routeResult('/no-such-page', [], ['run 1 failed twice: boom']),
    ]);
    expect(table.split('\n')).toEqual([
      '| route           | performance | accessibility | best practices | SEO |   FCP |   LCP |   TBT |   CLS |    SI |',
      '| --------------- | ----------: | ------------: | -------------: | --: | ----: | ----: | ----: | ----: | ----: |',
      '| `/`             |          97 |           100 |            100 | 100 | 1.2 s | 2.0 s | 13 ms | 0.042 | 2.0 s |',
      '| `/no-such-page` |           — |             — |              — |   — |     — |     — |     — |     — |     — |',
    ]);
  });
});

describe('describeCircumstances', () => {
  it('names the date, versions, machine and the load before and after', () => {
    const line = describeCircumstances({
      date: new Date('2026-11-23T21:58:12Z'),
      lighthouseVersion: '12.8.2',
      browser: 'HeadlessChrome/156.0.8078.79',
      cpuModel: 'AMD EPYC ',
      cpuCount: 2,
      memoryBytes: 8 * 1024 ** 3,
      loadBefore: [3.281, 5.9, 8.2],
      loadAfter: [6, 6.5, 8],
      benchmarkIndex: 812.4,
      runsPerRoute: 3,
      minutes: 24.6,
    });
    expect(line).toBe(
      'Measured 2026-11-23 21:58 UTC with Lighthouse 12.8.2 and Chromium 156.0.8078.79 (headless), ' +
        '3 runs per route in 25 min, on 2 × AMD EPYC with 8.0 GB of memory; ' +
        'load average (1 / 5 / 15 min) 3.28 / 5.90 / 8.20 before the run and 6.00 / 6.50 / 8.00 after; ' +
        "Lighthouse's CPU benchmark index 812.",
    );
  });
});

describe('replaceSection', () => {
  it('replaces only what is between the markers', () => {
    const doc = `# Performance\n\nintro\n\n${SECTION_START}\nold table\n${SECTION_END}\n\n## After\n\nkept\n`;
    expect(replaceSection(doc, 'new table')).toBe(
      `# Performance\n\nintro\n\n${SECTION_START}\nnew table\n${SECTION_END}\n\n## After\n\nkept\n`,
    );
  });

  it('is stable: writing the same table twice changes nothing', () => {
    const once = replaceSection('# Performance\n', 'table');
    expect(replaceSection(once, 'table')).toBe(once);
  });

  it('appends the section, heading and markers when the document has none', () => {
    const out = replaceSection('# Performance\n\nbudgets\n\n', 'table');
    expect(out.startsWith('# Performance\n\nbudgets\n\n')).toBe(true);
    expect(out).toContain(`${SECTION_HEADING}\n\n`);
    expect(out.endsWith(`${SECTION_START}\ntable\n${SECTION_END}\n`)).toBe(true);
  });

  it('refuses a document with one marker only, or with them the wrong way round', () => {
    expect(() => replaceSection(`a\n${SECTION_START}\nb\n`, 't')).toThrow(/needs both Lighthouse markers/);
    expect(() => replaceSection(`a\n${SECTION_END}\nb\n`, 't')).toThrow(/needs both Lighthouse markers/);
    expect(() => replaceSection(`${SECTION_END}\n${SECTION_START}\n`, 't')).toThrow(
      /needs both Lighthouse markers/,
    );
  });
});
