// @vitest-environment jsdom
import type { RemoteAppProps } from '@safari/shared-ui';
import { type ComponentType, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The slot's code loader is the seam: each test hands out the module when it chooses.
const load = vi.hoisted(() => ({ resolve: (_module: { default: ComponentType<RemoteAppProps> }) => {} }));
vi.mock('./page-code.ts', () => ({
  loadPageCode: () =>
    new Promise((resolve) => {
      load.resolve = resolve;
    }),
  pageCodeWaiting: { subscribe: () => () => {}, isWaiting: () => false },
}));

const { RemoteSlot } = await import('./RemoteSlot.tsx');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
});

describe('RemoteSlot', () => {
  // React holds back a Suspense boundary's reveal until 300 ms after its fallback was shown (its
  // fallback throttle). /admin's first rows waited on that timer (decision 198).
  it('shows a remote drawn on the client as soon as its code arrives, without waiting out React’s fallback throttle', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(createElement(RemoteSlot, { remote: 'adminApp', notFound: null }));
    await vi.waitFor(() => expect(container.querySelector('[role="status"]')).not.toBeNull());

    load.resolve({ default: () => createElement('p', null, 'The dashboard') });
    // Well before the throttle's 300 ms have run out.
    await pause(120);
    expect(container.textContent).toContain('The dashboard');
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});
