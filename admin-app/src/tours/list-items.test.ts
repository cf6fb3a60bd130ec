import { describe, expect, it } from 'vitest';
import { moved, renumberedDays } from './list-items.ts';

describe('moved', () => {
  it('moves an item up or down', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('leaves the list as it was for a position outside it', () => {
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

it('numbers itinerary days in order after a move or removal', () => {
  expect(
    renumberedDays([
      { day: 2, title: 'x' },
      { day: 1, title: 'y' },
      { day: 4, title: 'z' },
    ]),
  ).toEqual([
    { day: 1, title: 'x' },
    { day: 2, title: 'y' },
    { day: 3, title: 'z' },
  ]);
});
