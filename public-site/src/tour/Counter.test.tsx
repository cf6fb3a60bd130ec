import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Counter } from './Counter.tsx';

/** The counter as the booking panel holds it: the form keeps the value, the total follows it. */
function Harness({
  initial,
  minimum,
  maximum,
  changes,
}: {
  initial: number;
  minimum: number;
  maximum?: number;
  changes: number[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Counter
        id="adults"
        label="Adults"
        note="Age 18+"
        value={value}
        minimum={minimum}
        {...(maximum === undefined ? {} : { maximum, limitId: 'limit' })}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
      <output data-testid="travellers">{value}</output>
      <p id="limit">This tour takes at most {maximum} travellers</p>
    </>
  );
}

const input = () => screen.getByLabelText('Adults');
const travellers = () => screen.getByTestId('travellers');

describe('Counter', () => {
  it('counts up and down with + and -, never below the minimum', () => {
    const changes: number[] = [];
    render(<Harness initial={2} minimum={2} changes={changes} />);
    const fewer = screen.getByRole('button', { name: 'Fewer adults' });
    const more = screen.getByRole('button', { name: 'More adults' });
    expect(input()).toHaveValue('2');
    expect(fewer).toBeDisabled();

    fireEvent.click(more);
    fireEvent.click(more);
    expect(input()).toHaveValue('4');
    expect(fewer).toBeEnabled();

    fireEvent.click(fewer);
    fireEvent.click(fewer);
    expect(input()).toHaveValue('2');
    expect(travellers()).toHaveTextContent('2');
    expect(fewer).toBeDisabled();
    fireEvent.click(fewer);
    expect(input()).toHaveValue('2');
    expect(changes).toEqual([3, 4, 3, 2]);
  });

  it('passes a typed whole number on at once, before the field is left', () => {
    const changes: number[] = [];
    render(<Harness initial={1} minimum={1} changes={changes} />);
    fireEvent.change(input(), { target: { value: '5' } });
    expect(travellers()).toHaveTextContent('5');
    expect(input()).toHaveValue('5');
    expect(changes).toEqual([5]);
  });

  it('waits while the text is not a whole number at or above the minimum', () => {
    const changes: number[] = [];
    render(<Harness initial={3} minimum={1} changes={changes} />);
    for (const typed of ['', 'abc', '2.5', '0']) {
      fireEvent.change(input(), { target: { value: typed } });
      expect(input()).toHaveValue(typed);
    }
    expect(travellers()).toHaveTextContent('3');
    expect(changes).toEqual([]);
  });

  it('falls back to the minimum when non-numeric text is left', () => {
    const changes: number[] = [];
    render(<Harness initial={3} minimum={1} changes={changes} />);
    fireEvent.change(input(), { target: { value: 'two' } });
    fireEvent.blur(input());
    expect(input()).toHaveValue('1');
    expect(travellers()).toHaveTextContent('1');
    expect(changes).toEqual([1]);
  });

  it('falls back to the minimum when Enter is pressed on non-numeric text', () => {
    const changes: number[] = [];
    render(<Harness initial={3} minimum={2} changes={changes} />);
    fireEvent.change(input(), { target: { value: 'x' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input()).toHaveValue('2');
    expect(travellers()).toHaveTextContent('2');
    expect(changes).toEqual([2]);
  });

  it('shows the minimum again when emptied text is left at the minimum', () => {
    // The value does not change, so only the counter itself can put the number back.
    const changes: number[] = [];
    render(<Harness initial={0} minimum={0} changes={changes} />);
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(input()).toHaveValue('0');
  });

  it('stops "+" at the maximum and points it at the reason', () => {
    const changes: number[] = [];
    render(<Harness initial={5} minimum={1} maximum={6} changes={changes} />);
    const more = screen.getByRole('button', { name: 'More adults' });
    expect(more).toBeEnabled();
    expect(more).not.toHaveAccessibleDescription();
    fireEvent.click(more);
    fireEvent.click(more);
    expect(input()).toHaveValue('6');
    expect(changes).toEqual([6]);
    expect(more).toBeDisabled();
    expect(more).toHaveAccessibleDescription('This tour takes at most 6 travellers');
  });
});
