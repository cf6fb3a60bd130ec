import type { ToastText } from '../messages/toasts.ts';

export type AuthAction = 'sign-in' | 'sign-up';

/**
 * docs/product.md §12: what a sign-in or sign-up failure tells the visitor. GoTrue's messages are
 * matched by the phrases the seed names, anywhere in the text.
 */
export function authErrorNotice(action: AuthAction, message: string): ToastText {
  if (action === 'sign-in') {
    if (message.includes('Invalid login credentials')) {
      return {
        title: 'Invalid credentials',
        description: 'Please check your email and password',
        destructive: true,
      };
    }
    if (message.includes('Email not confirmed')) {
      return {
        title: 'Email not confirmed',
        description: 'Please check your email to confirm your account',
        destructive: true,
      };
    }
    return { title: 'Sign in error', description: message, destructive: true };
  }
  if (message.includes('already registered')) {
    return {
      title: 'Account exists',
      description: 'This email is already registered. Please sign in instead.',
      destructive: true,
    };
  }
  return { title: 'Sign up error', description: message, destructive: true };
}
