import { describe, expect, it } from 'vitest';
import {
  describeCircumstances,
  renderShortfalls,
  renderTable,
  replaceSection,
  SECTION_END,
  SECTION_HEADING,
  SECTION_START,
} from './lighthouse-markdown.ts';
import { routeResult } from './lighthouse-report.ts';
import { run } from './lighthouse-test-runs.ts';

describe('renderTable', () => {
  it('renders one aligned row per route, with units, and dashes for what was not measured', () => {
    const table = renderTable([
      routeResult(
        '/',
        [run(97, { fcp: 1234, lcp: 2049, tbt: 12.6, cls: 0.0421, si: 1951 }), run(95), run(99)],
        [],
        [run(100)],
      ),
      routeResult('/no-such-page', [], ['run 1 failed twice: boom']),
    ]);
    expect(table.split('\n')).toEqual([
      '| route           | performance | spread | at ×4 | accessibility | best practices | SEO |   FCP |   LCP |   TBT |   CLS |    SI |',
      '| --------------- | ----------: | -----: | ----: | ------------: | -------------: | --: | ----: | ----: | ----: | ----: | ----: |',
      '| `/`             |          97 |      4 |   100 |           100 |            100 | 100 | 1.2 s | 2.0 s | 13 ms | 0.042 | 2.0 s |',
      '| `/no-such-page` |           — |      — |     — |             — |              — |   — |     — |     — |     — |     — |     — |',
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
      calibration: { benchmarkIndex: 3718.3, cpuSlowdown: 6.2, chosen: 'measured' },
      runsPerRoute: 3,
      minutes: 24.6,
    });
    expect(line).toBe(
      'Measured 2026-11-23 21:58 UTC with Lighthouse 12.8.2 and Chromium 156.0.8078.79 (headless), ' +
        '3 runs per route in 25 min, on 2 × AMD EPYC with 8.0 GB of memory; ' +
        'load average (1 / 5 / 15 min) 3.28 / 5.90 / 8.20 before the run and 6.00 / 6.50 / 8.00 after; ' +
        "Lighthouse's CPU benchmark index 812. " +
        'CPU slowed ×6.2 (calibrated: index 3718 before the runs ÷ 600), a phone of index ≈ 600; ' +
        'the "at ×4" column is Lighthouse\'s default slowdown on the same machine.',
    );
  });

  it('says when the slowdown was given rather than measured', () => {
    const line = describeCircumstances({
      date: new Date('2026-11-23T21:58:12Z'),
      lighthouseVersion: '12.8.2',
      browser: 'HeadlessChrome/156.0.8078.79',
      cpuModel: 'AMD EPYC',
      cpuCount: 2,
      memoryBytes: 8 * 1024 ** 3,
      loadBefore: [0, 0, 0],
      loadAfter: [0, 0, 0],
      benchmarkIndex: 2400,
      calibration: { benchmarkIndex: 2400, cpuSlowdown: 8, chosen: 'given' },
      runsPerRoute: 1,
      minutes: 1,
    });
    expect(line).toContain(
      'CPU slowed ×8 (given with --cpu-slowdown; index 2400 before the runs), a phone of index ≈ 300',
    );
  });
});

describe('renderShortfalls', () => {
  it('names the routes under 95, with a run under 95, runs more than 5 apart, blocking over 150 ms or LCP over 2.5 s', () => {
    const lines = renderShortfalls([
      routeResult('/', [run(99), run(97), run(98)], []),
      routeResult('/tours', [run(90, { tbt: 420 }), run(91, { tbt: 420 }), run(96, { tbt: 420 })], []),
      routeResult('/about', [run(96), run(100), run(99, { tbt: 151 })], []),
      routeResult('/contact', [run(94), run(99, { lcp: 2_600 }), run(100)], []),
      routeResult('/broken', [], ['answers HTTP 500']),
    ]);
    expect(lines).toEqual([
      '- Below 95: `/tours` 91.',
      '- A run below 95: `/contact` 94.',
      '- Runs more than 5 points apart: `/tours` (6), `/contact` (6).',
      '- TBT over 150 ms: `/tours` 420 ms, `/about` 151 ms.',
      '- LCP over 2.5 s: `/contact` 2.6 s.',
    ]);
  });

  it('is empty when every route meets every goal', () => {
    expect(renderShortfalls([routeResult('/', [run(95), run(100), run(97)], [])])).toEqual([]);
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
