import type { SeasonsCopy, TourSeason } from './catalogue-api.ts';

/** The years the seasons start in, earliest first: the years staff can copy to the next. */
export function seasonYears(seasons: readonly Pick<TourSeason, 'start'>[]): number[] {
  const years = new Set<number>();
  for (const season of seasons) {
    const year = /^(\d{4})-\d{2}-\d{2}$/.exec(season.start ?? '')?.[1];
    if (year) years.add(Number(year));
  }
  return [...years].sort((a, b) => a - b);
}

const seasonCount = (n: number) => `${n} ${n === 1 ? 'season' : 'seasons'}`;

/** What the copy button did, in a sentence: how many copied, how many left out and why. */
export function seasonsCopyText(copy: SeasonsCopy, year: number): string {
  const next = year + 1;
  const copied =
    copy.copied.length === 0
      ? `No season of ${year} was copied to ${next}`
      : `Copied ${seasonCount(copy.copied.length)} of ${year} to ${next}`;
  const skipped =
    copy.skipped.length === 0
      ? ''
      : `; left out ${copy.skipped.map((season) => season.name).join(', ')}: ${next} already has a season on those days`;
  const save =
    copy.copied.length === 0 ? '' : ` Save the draft to keep ${copy.copied.length === 1 ? 'it' : 'them'}.`;
  return `${copied}${skipped}.${save}`;
}
