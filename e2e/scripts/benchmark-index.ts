// Lighthouse's CPU benchmark index of this machine's Chromium (higher is faster): the figure every
// benchmark prints beside its numbers, so runs on different machines can be compared.
import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { cpuSlowdownFor } from './lighthouse-report.ts';

/** Lighthouse's own CPU benchmark, run three times in a page: the middle one. */
export async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  const found: number[] = [];
  for (let i = 0; i < 3; i += 1) found.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  await page.close();
  return found.sort((a, b) => a - b)[1] ?? Number.NaN;
}

/**
 * The CPU slowdown that makes this machine the phone of the phone benchmarks (index ÷ 600), or
 * the one given; printed with the index it came from.
 */
export async function phoneSlowdown(
  browser: Browser,
  given: number | undefined,
): Promise<{ index: number; slowdown: number }> {
  const index = await benchmarkIndex(browser);
  const slowdown = given ?? cpuSlowdownFor(index);
  console.log(`Benchmark index ${Math.round(index)}: CPU slowed ×${slowdown}${given ? ' (given)' : ''}.`);
  return { index, slowdown };
}
