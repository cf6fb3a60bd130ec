import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster.tsx';
import { createToastStore, MAX_TOASTS } from './toasts.ts';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('shows a toast, then removes it after its time', () => {
    vi.useFakeTimers();
    const store = createToastStore(1000);
    render(<Toaster store={store} />);
    act(() => void store.getState().show({ title: 'Link copied to clipboard!', description: '' }));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard!');
    act(() => vi.advanceTimersByTime(1001));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces errors assertively and can be dismissed by hand', async () => {
    const store = createToastStore(0);
    render(<Toaster store={store} />);
    act(
      () =>
        void store.getState().show({ title: 'Error', description: 'Please try again.', destructive: true }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it(`keeps at most ${MAX_TOASTS} on screen, the newest`, () => {
    const store = createToastStore(0);
    for (let i = 1; i <= MAX_TOASTS + 2; i += 1) store.getState().show({ title: `T${i}`, description: '' });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['T3', 'T4', 'T5']);
  });

  it('a success closes the earlier error toasts of the same form, and only those', () => {
    const store = createToastStore(0);
    const { show } = store.getState();
    show({ title: 'Booking Failed', description: 'Please try again.', destructive: true }, 'tour-booking');
    show({ title: 'Error', description: 'Please fill in all fields', destructive: true }, 'contact');
    show({ title: 'Link copied to clipboard!', description: '' });
    show({ title: 'Booking Request Sent!', description: 'Reference TZ-ABCDEF' }, 'tour-booking');
    expect(store.getState().toasts.map((t) => t.title)).toEqual([
      'Error',
      'Link copied to clipboard!',
      'Booking Request Sent!',
    ]);
    // An error does not close anything.
    show({ title: 'Booking Failed', description: 'Please try again.', destructive: true }, 'tour-booking');
    expect(store.getState().toasts).toHaveLength(3);
  });

  it('a second success of the same form replaces its first: never two success toasts at once', () => {
    const store = createToastStore(0);
    const { show } = store.getState();
    show({ title: 'Message sent', description: '' }, 'contact');
    show(
      { title: 'Booking submitted successfully!', description: 'Reference TZ-AAAAAA' },
      'custom-booking-form',
    );
    show(
      { title: 'Booking submitted successfully!', description: 'Reference TZ-BBBBBB' },
      'custom-booking-form',
    );
    expect(store.getState().toasts.map((t) => [t.title, t.description])).toEqual([
      ['Message sent', ''],
      ['Booking submitted successfully!', 'Reference TZ-BBBBBB'],
    ]);
  });
});
