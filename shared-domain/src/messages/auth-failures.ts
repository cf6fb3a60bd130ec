import type { ToastText } from './toasts.ts';

// What any auth action answers when it could not run at all: its code did not download or the
// network failed before Auth answered. It travels with the auth store (the federation singleton
// every first page loads), so it is one toast; the answers Auth gives are toasts.ts' AUTH_TOASTS.
export const AUTH_UNREACHABLE: ToastText = {
  title: 'Could not reach the sign-in service',
  description: 'Check your connection and try again.',
  destructive: true,
};
