import type { CalendarDate } from '@safari/shared-domain/catalogue';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DatePicker } from './DatePicker.tsx';

function Harness() {
  const [value, setValue] = useState<CalendarDate | ''>('');
  return (
    <DatePicker id="date" value={value} onChange={setValue} min="2030-03-10" placeholder="Select a date" />
  );
}

const field = () => screen.getByRole('button', { name: /Select a date|Mar \d\d, 2030/ });

describe('DatePicker', () => {
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
