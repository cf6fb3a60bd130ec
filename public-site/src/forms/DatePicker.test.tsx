import { type CalendarDate, latestBookableDay, operatorToday } from '@safari/shared-domain/catalogue';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker.tsx';

function Harness() {
  const [value, setValue] = useState<CalendarDate | ''>('');
  return (
    <DatePicker
      id="date"
      value={value}
      onChange={setValue}
      min="2030-03-10"
      max="2032-03-10"
      placeholder="Select a date"
    />
  );
}

const field = () => screen.getByRole('button', { name: /Select a date|Mar \d\d, 2030/ });

const dayButton = (day: CalendarDate) => {
  const button = screen.getByRole('dialog').querySelector(`[data-day="${day}"] button`);
  if (!(button instanceof HTMLButtonElement)) throw new Error(`no ${day}`);
  return button;
};

describe('DatePicker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('greys out the days past the booking horizon the database enforces (decision 100)', () => {
    // 23 November 2026 in Arusha: bookings open until 23 November 2028.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    expect(latestBookableDay()).toBe('2028-11-23');
    render(
      <DatePicker
        id="date"
        value="2028-11-20"
        onChange={() => {}}
        min={operatorToday()}
        placeholder="Select a date"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nov 20, 2028' }));
    expect(dayButton('2028-11-23')).toBeEnabled();
    expect(dayButton('2028-11-24')).toBeDisabled();
    expect(dayButton('2028-11-30')).toBeDisabled();
    // No later month to turn to.
    expect(screen.getByRole('button', { name: /next month/i })).toHaveAttribute('aria-disabled', 'true');
  });

  it('greys out the days past an explicit `max`', () => {
    render(<Harness />);
    fireEvent.click(field());
    expect(dayButton('2030-03-10')).toBeEnabled();
    expect(dayButton('2030-03-09')).toBeDisabled();
  });

  it('gives the focus back to its field after a day is picked (issue 16)', () => {
    render(<Harness />);
    fireEvent.click(field());
    const dialog = screen.getByRole('dialog');
    const day = dialog.querySelector('[data-day="2030-03-20"] button');
    if (!(day instanceof HTMLElement)) throw new Error('no 20 March');
    day.focus();
    fireEvent.click(day);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field()).toHaveTextContent('Mar 20, 2030');
    expect(field()).toHaveFocus();
  });

  it('closes on Escape with the focus back on its field', () => {
    render(<Harness />);
    fireEvent.click(field());
    const dialog = screen.getByRole('dialog');
    const day = dialog.querySelector('[data-day="2030-03-20"] button');
    if (!(day instanceof HTMLElement)) throw new Error('no 20 March');
    day.focus();
    fireEvent.keyDown(day, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field()).toHaveFocus();
  });
});

describe('DatePicker with a calendar of its own', () => {
  const keyOf = () => screen.getByTestId('date-picker-key');

  it('greys out the days `unavailable` names, and draws marked days with a key', () => {
    render(
      <DatePicker
        id="date"
        value="2030-03-12"
        onChange={() => {}}
        min="2030-03-10"
        max="2032-03-10"
        placeholder="Select a date"
        unavailable={(day) => day === '2030-03-15'}
        marks={[
          {
            id: 'high',
            label: 'High season',
            className: 'bg-amber-100',
            swatchClassName: 'bg-amber-100',
            has: (day) => day >= '2030-03-20' && day <= '2030-04-10',
          },
          {
            id: 'green',
            label: 'Green season',
            className: 'bg-sky-100',
            swatchClassName: 'bg-sky-100',
            has: (day) => day >= '2030-06-01' && day <= '2030-06-30',
          },
        ]}
        keyNote="Other days: default rate."
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mar 12, 2030' }));
    expect(dayButton('2030-03-15')).toBeDisabled();
    expect(dayButton('2030-03-16')).toBeEnabled();
    expect(dayButton('2030-03-20').closest('td')).toHaveClass('bg-amber-100');
    expect(dayButton('2030-03-19').closest('td')).not.toHaveClass('bg-amber-100');
    expect(dayButton('2030-03-20')).toHaveAccessibleName(/High season/);
    // The key lists only the seasons of the month shown.
    expect(keyOf()).toHaveTextContent('High season');
    expect(keyOf()).not.toHaveTextContent('Green season');
    expect(keyOf()).toHaveTextContent('Other days: default rate.');
  });

  it('lists the notes of the month shown under it ("2 seats left") and reads them with the day', () => {
    render(
      <DatePicker
        id="date"
        value=""
        onChange={() => {}}
        min="2030-03-10"
        max="2032-03-10"
        placeholder="Select a date"
        unavailable={(day) => day !== '2030-03-20' && day !== '2030-04-02'}
        dayNote={(day) => (day === '2030-03-20' ? '2 seats left' : null)}
      />,
    );
    fireEvent.click(field());
    expect(dayButton('2030-03-20')).toBeEnabled();
    expect(dayButton('2030-03-21')).toBeDisabled();
    expect(dayButton('2030-03-20')).toHaveAccessibleName(/2 seats left/);
    expect(keyOf()).toHaveTextContent('Mar 20, 2030: 2 seats left');
    fireEvent.click(screen.getByRole('button', { name: /next month/i }));
    expect(screen.queryByTestId('date-picker-key')).toBeNull();
  });
});
