import type { DateRangeSelection } from '@safari/shared-domain/catalogue';
import { LanguageContext } from '@safari/shared-ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRangeCalendar, monthGrid } from './DateRangeCalendar.tsx';
import { rangeText } from './range-text.ts';

function Harness() {
  const [range, setRange] = useState<DateRangeSelection>({});
  return (
    <>
      <DateRangeCalendar value={range} onChange={setRange} today="2030-03-10" />
      <output>{rangeText(range, 'none')}</output>
    </>
  );
}

describe('DateRangeCalendar', () => {
  it('disables the days past the two-year booking horizon, also for the keyboard (decision 100)', () => {
    // A range already chosen near the horizon opens the calendar on its month.
    render(<DateRangeCalendar value={{ from: '2032-03-01' }} onChange={() => {}} today="2030-03-10" />);
    expect(screen.getByRole('grid', { name: 'March 2032' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mar 10, 2032')).toBeEnabled();
    expect(screen.getByLabelText('Mar 11, 2032')).toBeDisabled();
    expect(screen.getByLabelText('Apr 01, 2032')).toBeDisabled();
    screen.getByLabelText('Mar 10, 2032').focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Mar 10, 2032');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'PageDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Mar 10, 2032');
  });

  it('names months, weekdays and days in German on a German page', async () => {
    await act(async () => {
      render(
        <LanguageContext value="de">
          <Suspense fallback={null}>
            <DateRangeCalendar value={{}} onChange={() => {}} today="2030-03-10" />
          </Suspense>
        </LanguageContext>,
      );
    });
    expect(await screen.findByRole('grid', { name: 'März 2030' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'April 2030' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent(/^Mo\.?$/);
    expect(screen.getByLabelText('10. März 2030')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeInTheDocument();
  });

  it('lays months out from Monday', () => {
    // 1 March 2030 is a Friday: four blanks first.
    expect(monthGrid(2030, 2).slice(0, 5)).toEqual([null, null, null, null, '2030-03-01']);
    expect(monthGrid(2030, 1).filter(Boolean)).toHaveLength(28);
  });

  it('shows two months, disables past days and orders the range', () => {
    render(<Harness />);
    expect(screen.getByRole('grid', { name: 'March 2030' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'April 2030' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mar 09, 2030')).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Apr 02, 2030'));
    fireEvent.click(screen.getByLabelText('Mar 20, 2030'));
    expect(screen.getByRole('status')).toHaveTextContent('Mar 20, 2030 - Apr 02, 2030');
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'May 2030' })).toBeInTheDocument();
  }, 20_000);

  it('follows the grid keyboard pattern: one tab stop, arrows, Home/End, Page Up/Down (issue 16)', () => {
    render(<Harness />);
    const days = screen
      .getAllByRole('button')
      .filter((b) => /\d{4}$/.test(b.getAttribute('aria-label') ?? ''));
    // One tab stop for both months: today, the first day that can be picked.
    expect(days.filter((b) => b.tabIndex === 0).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Mar 10, 2030',
    ]);
    const focused = () => document.activeElement?.getAttribute('aria-label');
    const press = (key: string, shiftKey = false) =>
      fireEvent.keyDown(document.activeElement ?? document.body, { key, shiftKey });
    screen.getByLabelText('Mar 10, 2030').focus();
    press('ArrowRight');
    expect(focused()).toBe('Mar 11, 2030');
    press('ArrowDown');
    expect(focused()).toBe('Mar 18, 2030');
    press('ArrowLeft');
    press('ArrowUp');
    expect(focused()).toBe('Mar 10, 2030');
    // Past days cannot be reached.
    press('ArrowUp');
    expect(focused()).toBe('Mar 10, 2030');
    press('End');
    expect(focused()).toBe('Mar 10, 2030'); // 10 March 2030 is a Sunday
    press('Home');
    expect(focused()).toBe('Mar 10, 2030'); // its Monday is past
    press('ArrowDown');
    press('Home');
    expect(focused()).toBe('Mar 11, 2030');
    press('End');
    expect(focused()).toBe('Mar 17, 2030');
    press('PageDown');
    expect(focused()).toBe('Apr 17, 2030');
    // Beyond the two months shown: the calendar turns the page and keeps the focus on the day.
    press('PageDown');
    expect(focused()).toBe('May 17, 2030');
    expect(screen.getByRole('grid', { name: 'May 2030' })).toBeInTheDocument();
    press('PageUp', true);
    expect(screen.getByRole('grid', { name: 'March 2030' })).toBeInTheDocument();
    expect(focused()).toBe('Mar 10, 2030'); // a year back is in the past: the earliest day instead
    fireEvent.click(document.activeElement as Element);
    expect(screen.getByRole('status')).toHaveTextContent('Mar 10, 2030');
    const stops = screen
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0 && /\d{4}$/.test(b.getAttribute('aria-label') ?? ''));
    expect(stops.map((b) => b.getAttribute('aria-label'))).toEqual(['Mar 10, 2030']);
  }, 20_000);
});
