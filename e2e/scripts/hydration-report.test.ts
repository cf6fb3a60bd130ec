import { describe, expect, it } from 'vitest';
import { renderHydrationTable } from './hydration-report.ts';

describe('the hydration table', () => {
  it('gives each route the median of each figure and every visit, aligned for the docs', () => {
    const table = renderHydrationTable(
      new Map([
        [
          '/',
          [
            { fcp: 410.2, codeAsked: 430, codeArrived: 1700, hydrated: 2100.4 },
            { fcp: 390, codeAsked: 420, codeArrived: 1650, hydrated: 1990 },
            { fcp: 402, codeAsked: 415.4, codeArrived: 1810, hydrated: 2300 },
          ],
        ],
        ['/contact', [{ fcp: null, codeAsked: 900, codeArrived: 1500, hydrated: 1800 }]],
      ]),
    );
    expect(table.split('\n')).toEqual([
      '| route      | first paint | code asked for | last script arrived | hydrated | hydrated, each visit |',
      '| ---------- | ----------: | -------------: | ------------------: | -------: | -------------------- |',
      '| `/`        |      402 ms |         420 ms |             1700 ms |  2100 ms | 2100, 1990, 2300     |',
      '| `/contact` |           – |         900 ms |             1500 ms |  1800 ms | 1800                 |',
    ]);
  });
});
