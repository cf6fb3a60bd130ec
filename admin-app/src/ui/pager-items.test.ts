import { Pagination } from 'antd';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type PagerItem, pagerItems } from './pager-items.ts';

/** The items antd's own Pagination renders for page `current` of `pages` (20 rows a page). */
function antdItems(current: number, pages: number): PagerItem[] {
  const html = renderToString(createElement(Pagination, { current, total: pages * 20, pageSize: 20 }));
  return [...html.matchAll(/<li[^>]*class="ant-pagination-(item|jump-prev|jump-next)[ "][^>]*>/g)].map(
    ([tag, kind]) =>
      kind === 'item' ? Number(/title="(\d+)"/.exec(tag)?.[1]) : (kind as 'jump-prev' | 'jump-next'),
  );
}

describe('pagerItems', () => {
  it('is what antd draws, for every page of lists of 1 to 20 pages', () => {
    for (let pages = 1; pages <= 20; pages += 1) {
      for (let current = 1; current <= pages; current += 1) {
        expect(pagerItems(current, pages), `page ${current} of ${pages}`).toEqual(antdItems(current, pages));
      }
    }
    // 210 server renders of antd's Pagination: about 2 s here, more than vitest's 5 s default on a
    // loaded 2-core machine (CI failed on it once).
  }, 60_000);

  it('reads as staff see it on a long list', () => {
    expect(pagerItems(1, 25)).toEqual([1, 2, 3, 4, 5, 'jump-next', 25]);
    expect(pagerItems(10, 25)).toEqual([1, 'jump-prev', 9, 10, 11, 'jump-next', 25]);
    expect(pagerItems(25, 25)).toEqual([1, 'jump-prev', 21, 22, 23, 24, 25]);
  });
});
