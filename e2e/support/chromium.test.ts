import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS_NO_BROWSER_UI,
  E2E_CHROMIUM,
  FULL_CHROMIUM,
  PLAYWRIGHT_DISABLED_FEATURES,
} from './chromium.ts';

/** Every `--disable-features` value on a process's command line, in order. */
function disabledFeatureSwitches(pid: number): string[][] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
}

// The suite's headless shell, and the whole browser the benchmarks start with the same arguments.
describe.each([
  ['the end-to-end suite’s Chromium', E2E_CHROMIUM],
  ['the benchmarks’ Chromium', FULL_CHROMIUM],
])('%s', (_name, executablePath) => {
  let server: Awaited<ReturnType<typeof chromium.launchServer>>;
  beforeAll(async () => {
    server = await chromium.launchServer({ executablePath, args: [...CHROMIUM_ARGS_NO_BROWSER_UI] });
  });
  afterAll(() => server?.close());

  it('keeps every feature Playwright turns off turned off (Chromium reads the last list only)', () => {
    const pid = server.process().pid;
    if (pid === undefined) throw new Error('Chromium has no process id');
    const lists = disabledFeatureSwitches(pid);
    expect(lists.length).toBeGreaterThan(0);
    const effective = lists.at(-1) ?? [];
    for (const list of lists) expect(effective).toEqual(expect.arrayContaining(list));
    expect(effective).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES]));
  });

  it('opens a test’s page without the address bar’s popup pages', async () => {
    const browser = await chromium.connect(server.wsEndpoint());
    try {
      const context = await browser.newContext();
      await context.newPage();
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as {
        targetInfos: { type: string; url: string }[];
      };
      expect(targetInfos.map((target) => target.type)).toEqual(['page']);
    } finally {
      await browser.close();
    }
  });
});
