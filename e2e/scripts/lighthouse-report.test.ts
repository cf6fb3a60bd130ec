import { describe, expect, it } from 'vitest';
import { renderProblems } from './lighthouse-markdown.ts';
import {
  cpuSlowdownFor,
  type LhrLike,
  medianBy,
  type RunSummary,
  routeResult,
  summariseRun,
} from './lighthouse-report.ts';
import { run } from './lighthouse-test-runs.ts';

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

  it('says how far apart the runs were, and the median at the default slowdown apart', () => {
    const result = routeResult('/', [run(97), run(78), run(96)], [], [run(88), run(84), run(99)]);
    expect(result.median?.performance).toBe(96);
    expect(result.spread).toBe(19);
    expect(result.defaultPerformance).toBe(88);
    const alone = routeResult('/', [run(90)], []);
    expect(alone.spread).toBe(0);
    expect(alone.defaultPerformance).toBeNull();
    expect(routeResult('/', [], []).spread).toBeNull();
  });

  it('keeps a route with no completed run, with its problems', () => {
    const result = routeResult('/broken', [], ['answers HTTP 500']);
    expect(result.median).toBeUndefined();
    expect(renderProblems([result])).toEqual(['- `/broken`: answers HTTP 500']);
  });
});

describe('cpuSlowdownFor', () => {
  it('slows a fast machine more, so every machine emulates the same phone of index 600', () => {
    expect(cpuSlowdownFor(3718)).toBe(6.2);
    expect(cpuSlowdownFor(2351)).toBe(3.9);
    expect(cpuSlowdownFor(1200, 300)).toBe(4);
  });

  it('never speeds a machine slower than the phone up, and refuses a missing index', () => {
    expect(cpuSlowdownFor(420)).toBe(1);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/no CPU slowdown/);
    expect(() => cpuSlowdownFor(0)).toThrow(/no CPU slowdown/);
  });
});
