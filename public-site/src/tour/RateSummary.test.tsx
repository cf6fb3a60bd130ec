import {
  type CalendarTour,
  type InLanguage,
  TOURS,
  type Tour,
  tourPriceFor,
} from '@safari/shared-domain/catalogue';
import { LanguageContext } from '@safari/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RateSummary } from './RateSummary.tsx';

// Decision 240: a season's name staff did not translate is English inside the German rate line,
// and says so (`lang="en"`); a translated one is the page's own.

const [first] = TOURS as [Tour];
const green = {
  name: 'Green season',
  start: '2027-04-01',
  end: '2027-05-31',
  adultPrice: 600,
  youthPrice: 300,
};
const high = { name: 'Hochsaison', start: '2027-07-01', end: '2027-10-31', adultPrice: 900, youthPrice: 500 };
/** The tour as a German page has it: the high season named in German, the green one not. */
const german: Tour & InLanguage = { ...first, seasons: [green, high], inEnglish: ['seasons.0.name'] };

/** The rate's heading for a trip starting on `date`, once the German texts are here. */
async function rateLine(date: string, tour: Pick<CalendarTour, 'seasons'> & InLanguage = german) {
  const quote = tourPriceFor({ ...first, seasons: tour.seasons }, date, { adults: 2, youths: 0 });
  await act(async () => {
    render(
      <LanguageContext.Provider value="de">
        <RateSummary tour={tour} date={date} quote={quote} />
      </LanguageContext.Provider>,
    );
  });
  return (await screen.findByTestId('booking-rate', {}, { timeout: 5000 })).querySelector('p') as HTMLElement;
}

describe('RateSummary in German', () => {
  it('marks an untranslated season name English inside the German line', async () => {
    const line = await rateLine('2027-05-10');
    expect(line.textContent).toMatch(/^Tarif „Green season“ für den /);
    expect(line.querySelector('[lang="en"]')?.textContent).toBe('Green season');
  });

  it('leaves a season name staff translated unmarked', async () => {
    const line = await rateLine('2027-08-10');
    expect(line.textContent).toMatch(/^Tarif „Hochsaison“ für den /);
    expect(line.querySelector('[lang]')).toBeNull();
  });
});
