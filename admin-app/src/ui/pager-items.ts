/**
 * The items antd's Pagination shows (without `showLessItems`) for page `current` of `pages`: the
 * page numbers, with 'jump-prev' / 'jump-next' where it puts its five-page jumps. The first
 * screen draws the same row (decision 198), so the pager does not move when antd's takes over.
 */
export type PagerItem = number | 'jump-prev' | 'jump-next';

const BUFFER = 2;

export function pagerItems(current: number, pages: number): PagerItem[] {
  if (pages <= 3 + BUFFER * 2) return Array.from({ length: Math.max(pages, 1) }, (_, i) => i + 1);
  let left = Math.max(1, current - BUFFER);
  let right = Math.min(current + BUFFER, pages);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (pages - current <= BUFFER) left = pages - BUFFER * 2;
  const jumpPrev = current - 1 >= BUFFER * 2 && current !== 1 + 2;
  const jumpNext = pages - current >= BUFFER * 2 && current !== pages - 2;
  if (jumpPrev && right !== pages) left += 1;
  if (jumpNext && left !== 1) right -= 1;
  const items: PagerItem[] = [];
  for (let page = left; page <= right; page += 1) items.push(page);
  if (jumpPrev) items.unshift('jump-prev');
  if (jumpNext) items.push('jump-next');
  if (left !== 1) items.unshift(1);
  if (right !== pages) items.push(pages);
  return items;
}
