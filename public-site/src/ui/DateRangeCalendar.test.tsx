import type { DateRangeSelection } from '@safari/shared-domain/catalogue';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRangeCalendar, monthGrid, rangeText } from './DateRangeCalendar.tsx';

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
  it('lays months out from Monday', () => {
    // 1 March 2030 is a Friday: four blanks first.
    expect(monthGrid(2030, 2).slice(0, 5)).toEqual([null, null, null, null, '2030-03-01']);
    expect(monthGrid(2030, 1).filter(Boolean)).toHaveLength(28);
  });

  it('shows two months, disables past days and orders the range', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'March 2030' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'April 2030' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mar 09, 2030')).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Apr 02, 2030'));
    fireEvent.click(screen.getByLabelText('Mar 20, 2030'));
    expect(screen.getByRole('status')).toHaveTextContent('Mar 20, 2030 - Apr 02, 2030');
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('group', { name: 'May 2030' })).toBeInTheDocument();
  }, 20_000);
});
