// Whether a prerendered page painted its content before any of its code was asked for (issue 40,
// decision 220): Chromium's own paint timing (`first-contentful-paint`) against the start of
// every script request of the visit, both on the page's clock.
import { expect, type Page } from '@playwright/test';

export interface PaintAndScripts {
  /** The first contentful paint, ms from navigation start; null when none was reported. */
  readonly contentfulPaint: number | null;
  /** The shell's first script (decision 102), the one script the page's head names. */
  readonly firstScript: string | null;
  /** Every other script the visit requested, with when its request started. */
  readonly scripts: readonly { readonly url: string; readonly start: number }[];
}

function paintAndScripts(page: Page): Promise<PaintAndScripts> {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const first = document.querySelector<HTMLScriptElement>('script[data-paint-first]')?.src ?? null;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.name !== first)
      .map((entry) => ({ url: entry.name, start: entry.startTime }));
    return { contentfulPaint: paint ? paint.startTime : null, firstScript: first, scripts };
  });
}

/** Fails when a script other than the shell's small first script was asked for before the paint. */
export async function expectCodeAfterContentfulPaint(page: Page): Promise<PaintAndScripts> {
  const timing = await paintAndScripts(page);
  expect(timing.contentfulPaint, 'first contentful paint reported').not.toBeNull();
  expect(timing.firstScript, "the shell's first script").toMatch(/\/assets\/paint-first-[\w-]+\.js$/);
  // The entry, React, the federation runtime, the remote's entry, App and the page's chunk.
  expect(timing.scripts.length).toBeGreaterThan(15);
  const paint = timing.contentfulPaint ?? Number.POSITIVE_INFINITY;
  const early = timing.scripts
    .filter((script) => script.start <= paint)
    .map((script) => `${new URL(script.url).pathname} at ${Math.round(script.start)} ms`);
  expect(early, `scripts asked for before the first contentful paint at ${Math.round(paint)} ms`).toEqual([]);
  return timing;
}
