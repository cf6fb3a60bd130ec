// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { removeToasts, withToasts } from './toast-holder.tsx';

// A root still rendering a notice's timers after the file ends runs without a document (CI once
// failed on 'window is not defined' after this file): each test takes it away.
afterEach(() => act(() => removeToasts()));

describe('the toast holder', () => {
  it('shows toasts asked for before its root first rendered, in order, from one root in the layer', async () => {
    act(() => {
      withToasts((toasts) => toasts.success({ title: 'Booking Deleted', description: 'First answer' }));
      withToasts((toasts) => toasts.error({ title: 'Error', description: 'Second answer' }));
    });
    await waitFor(() => expect(screen.getByText('Second answer')).toBeTruthy());
    const shown = [...document.querySelectorAll('.ant-notification-notice-description')].map(
      (d) => d.textContent,
    );
    expect(shown).toEqual(['First answer', 'Second answer']);
    act(() => withToasts((toasts) => toasts.success({ title: 'Saved', description: 'Third answer' })));
    await waitFor(() => expect(screen.getByText('Third answer')).toBeTruthy());
    expect(document.querySelectorAll('[data-toasts="admin-app"]')).toHaveLength(1);
    // Every antd rule the toasts needed went into antd's cascade layer.
    const computed = [...document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')];
    expect(computed.length).toBeGreaterThan(0);
    for (const style of computed) expect(style.textContent).toMatch(/^@layer antd\s*\{|^@keyframes/);
  });
});
