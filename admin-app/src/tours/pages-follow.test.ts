// @vitest-environment node
import { catalogueVersionMeta } from '@safari/shared-domain/catalogue';
import { describe, expect, it } from 'vitest';
import { pagesShow } from './pages-follow.ts';

/** A clock that moves only when the waiter sleeps, and pages that change on the given reads. */
function servedPages(versions: readonly (number | null | 'error')[]) {
  let clock = 0;
  let reads = 0;
  return {
    reads: () => reads,
    options: {
      now: () => clock,
      sleep: async (ms: number) => {
        clock += ms;
      },
      intervalMs: 2_000,
      limitMs: 10_000,
      readPage: async () => {
        const version = versions[Math.min(reads, versions.length - 1)] ?? null;
        reads += 1;
        if (version === 'error') throw new Error('offline');
        return `<html><head>${version === null ? '' : catalogueVersionMeta(version)}</head></html>`;
      },
    },
  };
}

describe('pagesShow', () => {
  it('waits while the pages show the earlier version, and answers once they show this one', async () => {
    const pages = servedPages([6, 6, 'error', 7]);
    expect(await pagesShow(7, pages.options)).toBe(true);
    expect(pages.reads()).toBe(4);
  });

  it('takes a later version as shown too (another publish came first)', async () => {
    expect(await pagesShow(7, servedPages([8]).options)).toBe(true);
  });

  it('says no once the limit has passed with the pages still on an earlier version', async () => {
    const pages = servedPages([6]);
    expect(await pagesShow(7, pages.options)).toBe(false);
    expect(pages.reads()).toBe(6);
  });

  it('does not take a page that names no version', async () => {
    expect(await pagesShow(1, servedPages([null]).options)).toBe(false);
  });
});
