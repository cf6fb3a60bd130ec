import { describe, expect, it } from 'vitest';
import { seasonsCopyText, seasonYears } from './season-copy.ts';

const season = (name: string, start: string, end: string) => ({
  name,
  start,
  end,
  adultPrice: 10,
  youthPrice: 5,
});

describe('seasonYears', () => {
  it('lists each year a season starts in once, earliest first, ignoring unfinished dates', () => {
    expect(
      seasonYears([
        season('High', '2028-07-01', '2028-10-31'),
        season('Green', '2027-04-01', '2027-05-31'),
        season('High', '2027-07-01', '2027-10-31'),
        season('New', '', ''),
      ]),
    ).toEqual([2027, 2028]);
  });
});

describe('seasonsCopyText', () => {
  it('says how many were copied and that the draft must be saved', () => {
    const high = season('High', '2028-07-01', '2028-10-31');
    expect(seasonsCopyText({ seasons: [high], copied: [high], skipped: [] }, 2027)).toBe(
      'Copied 1 season of 2027 to 2028. Save the draft to keep it.',
    );
  });

  it('names the seasons left out because the next year already has one on those days', () => {
    const high = season('High', '2028-07-01', '2028-10-31');
    const green = season('Green', '2028-04-01', '2028-05-31');
    expect(seasonsCopyText({ seasons: [], copied: [], skipped: [high, green] }, 2027)).toBe(
      'No season of 2027 was copied to 2028; left out High, Green: 2028 already has a season on those days.',
    );
  });
});
