import { describe, expect, it } from 'vitest';
import { editPathLabel, mergeEdits } from './edit-merge.ts';

const base = {
  title: 'Serengeti',
  summary: 'Five days',
  itinerary: [
    { title: 'Arusha', description: 'Arrive' },
    { title: 'Serengeti', description: 'Drive west' },
  ],
  highlights: ['Lions'],
};

describe('mergeEdits', () => {
  it("keeps staff's edit and the colleague's change to another part, item by item", () => {
    const mine = { ...base, itinerary: [base.itinerary[0], { title: 'Serengeti', description: 'Mine' }] };
    const theirs = {
      ...base,
      title: 'Serengeti Migration',
      itinerary: [{ title: 'Arusha town', description: 'Arrive' }, base.itinerary[1]],
    };
    const { merged, kept, clashes } = mergeEdits(base, mine, theirs);
    expect(merged).toEqual({
      ...base,
      title: 'Serengeti Migration',
      itinerary: [
        { title: 'Arusha town', description: 'Arrive' },
        { title: 'Serengeti', description: 'Mine' },
      ],
    });
    expect(kept).toEqual(['itinerary.1.description']);
    expect(clashes).toEqual([]);
  });

  it("keeps staff's text where both changed it, and names the clash", () => {
    const { merged, kept, clashes } = mergeEdits(
      base,
      { ...base, summary: 'Mine' },
      { ...base, summary: 'Theirs' },
    );
    expect(merged.summary).toBe('Mine');
    expect(kept).toEqual(['summary']);
    expect(clashes).toEqual(['summary']);
  });

  it('takes a changed list whole when its length changed', () => {
    const mine = { ...base, highlights: ['Lions', 'Leopards'] };
    const theirs = { ...base, highlights: ['Elephants'] };
    const { merged, clashes } = mergeEdits(base, mine, theirs);
    expect(merged.highlights).toEqual(['Lions', 'Leopards']);
    expect(clashes).toEqual(['highlights']);
  });

  it('returns theirs untouched when staff changed nothing, and no clash when both made the same edit', () => {
    const theirs = { ...base, summary: 'Theirs' };
    expect(mergeEdits(base, base, theirs)).toEqual({ merged: theirs, kept: [], clashes: [] });
    expect(mergeEdits(base, theirs, theirs).clashes).toEqual([]);
  });
});

describe('editPathLabel', () => {
  it('names fields, days and list items as the form does', () => {
    expect(editPathLabel('summary')).toBe('Summary');
    expect(editPathLabel('itinerary.1.description')).toBe('Day 2 description');
    expect(editPathLabel('itinerary.0')).toBe('Day 1');
    expect(editPathLabel('highlights.2')).toBe('Highlights item 3');
  });
});
