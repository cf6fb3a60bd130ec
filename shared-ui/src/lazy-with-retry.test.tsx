import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry, RetryCountProvider } from './lazy-with-retry.tsx';

class Boundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button
        type="button"
        onClick={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      >
        Try again
      </button>
    );
  }
}

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

function Shell({ Lazy }: { Lazy: ComponentType<{ name: string }> }) {
  const [retryCount, setRetryCount] = useState(0);
  return (
    <Boundary onRetry={() => setRetryCount((n) => n + 1)}>
      <RetryCountProvider value={retryCount}>
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="Tours" />
        </Suspense>
      </RetryCountProvider>
    </Boundary>
  );
}

const offline = (): Promise<{ default: typeof Page }> =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazyWithRetry', () => {
  it('rides out a download that fails once: the page shows without any error', async () => {
    const load = vi.fn(offline).mockImplementationOnce(offline).mockResolvedValue({ default: Page });
    const Lazy = lazyWithRetry(load, [0]);
    render(<Shell Lazy={Lazy} />);
    expect(await screen.findByRole('heading', { name: 'Tours' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after every try failed, "Try again" downloads afresh and shows the page', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve({ default: Page }) : offline()));
    const Lazy = lazyWithRetry(load, [0, 0]);
    render(<Shell Lazy={Lazy} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(load).toHaveBeenCalledTimes(3);

    online = true;
    await act(() => userEvent.click(retry));
    expect(await screen.findByRole('heading', { name: 'Tours' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(4);
    spy.mockRestore();
  });
});
