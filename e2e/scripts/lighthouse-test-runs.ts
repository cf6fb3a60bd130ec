// Made-up Lighthouse runs shared by the two halves' tests.
import type { RunSummary } from './lighthouse-report.ts';

export const run = (performance: number | null, extra: Partial<RunSummary> = {}): RunSummary => ({
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
