import { ConfigProvider, notification } from 'antd';
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AntdLayer } from '../AntdLayer.tsx';
import { ADMIN_THEME } from '../theme.ts';

type ToastApi = ReturnType<typeof notification.useNotification>[0];
type UseToasts = (toasts: ToastApi) => void;

let ready: ToastApi | undefined;
let waiting: UseToasts[] | undefined;
let root: Root | undefined;

function Holder() {
  const [toasts, holder] = notification.useNotification();
  useEffect(() => {
    ready = toasts;
    const queued = waiting ?? [];
    waiting = undefined;
    for (const use of queued) use(toasts);
  }, [toasts]);
  return holder;
}

/**
 * Runs `use` with antd's notification API, drawn in a React root of its own on <body>: a toast
 * outlives the admin's tree when the guard or Sign Out leaves for a public page. The root is made
 * on the first toast, with the admin's theme and cascade layer and nothing outside them (antd's
 * static `notification` wraps its holder in a ConfigProvider of its own, outside the layer, whose
 * icon rules were then computed in the browser, unlayered, above Tailwind's utilities). Calls that
 * come before the root's first render run in order once it has.
 */
export function withToasts(use: UseToasts): void {
  if (ready) {
    use(ready);
    return;
  }
  if (waiting) {
    waiting.push(use);
    return;
  }
  waiting = [use];
  const container = document.createElement('div');
  container.dataset.toasts = 'admin-app';
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <AntdLayer>
      <ConfigProvider theme={ADMIN_THEME}>
        <Holder />
      </ConfigProvider>
    </AntdLayer>,
  );
}

/**
 * Takes the toasts' root off the page, with its notices and their timers; the next toast makes
 * a new one. For tests: a root left rendering outlives the test file's document.
 */
export function removeToasts(): void {
  root?.unmount();
  root = undefined;
  ready = undefined;
  waiting = undefined;
  for (const container of document.querySelectorAll('[data-toasts="admin-app"]')) container.remove();
}
