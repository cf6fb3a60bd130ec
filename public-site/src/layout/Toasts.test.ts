// @vitest-environment node

import toastTexts from 'virtual:messages/toasts';
import type { ToastText } from '@safari/shared-domain';
import {
  BOOKING_ALREADY_RECEIVED_TOAST,
  CONTACT_TOASTS,
  CUSTOM_BOOKING_TOASTS,
  requestRefusalToast,
  SHARE_TOASTS,
  TOUR_BOOKING_TOASTS,
} from '@safari/shared-domain/messages';
import type { Message } from '@safari/shared-ui';
import { describe, expect, it } from 'vitest';
// The auth store's toasts are not exported: it shows them itself (the pages pass them on).
import { authErrorNotice } from '../../../shared-domain/src/auth/auth-errors.ts';
import { AUTH_UNREACHABLE } from '../../../shared-domain/src/messages/auth-failures.ts';
import { AUTH_TOASTS } from '../../../shared-domain/src/messages/toasts.ts';
import { translateEnglish } from '../i18n/by-english.ts';

// Every toast the public site can show (contact, booking, custom safari, the tour pages, sign-in
// and sign-up, the confirmation link, /my-bookings and proposals show none of their own): each
// title and description must have a German and a French text. A description that is Auth's own
// message (`AUTH_MARK` here) is shown as Auth wrote it.

const AUTH_MARK = 'Auth said something';

function toastsOf(group: Record<string, ToastText | ((...values: never[]) => ToastText)>): ToastText[] {
  return Object.values(group).flatMap((toast) =>
    typeof toast === 'function'
      ? [(toast as (value: string) => ToastText)(AUTH_MARK), (toast as () => ToastText)()]
      : [toast],
  );
}

const shown: ToastText[] = [
  ...toastsOf(AUTH_TOASTS),
  AUTH_UNREACHABLE,
  authErrorNotice('sign-in', 'Invalid login credentials'),
  authErrorNotice('sign-in', 'Email not confirmed'),
  authErrorNotice('sign-in', AUTH_MARK),
  authErrorNotice('sign-up', 'User already registered'),
  authErrorNotice('sign-up', AUTH_MARK),
  ...toastsOf(CONTACT_TOASTS),
  BOOKING_ALREADY_RECEIVED_TOAST,
  ...toastsOf(CUSTOM_BOOKING_TOASTS),
  CUSTOM_BOOKING_TOASTS.success('TZ-7K3M9Q'),
  ...toastsOf(TOUR_BOOKING_TOASTS),
  TOUR_BOOKING_TOASTS.success('TZ-7K3M9Q'),
  ...toastsOf(SHARE_TOASTS),
  requestRefusalToast({ code: 'PT429' }, CONTACT_TOASTS.failure),
  // session/ConfirmationLinkProblem.tsx, when the auth code itself failed.
  { title: 'Could not send a new link', description: AUTH_MARK },
];

const texts = [
  ...new Set(
    shown
      .flatMap((toast) => [toast.title, toast.description])
      .filter((text) => typeof text === 'string' && text !== AUTH_MARK),
  ),
];

function translator(catalogue: Readonly<Record<string, Message>>) {
  return (key: string, values?: Record<string, unknown>) => {
    const text = catalogue[key] ?? key;
    return typeof text === 'string' ? text : text(values ?? {});
  };
}

describe('the toasts area', () => {
  it('has a German and a French text for every toast the public site shows', async () => {
    expect(texts.length).toBeGreaterThan(40);
    for (const language of ['de', 'fr'] as const) {
      const t = translator((await toastTexts.load[language]?.())?.default ?? {});
      const untranslated = texts.filter((text) => {
        const translated = translateEnglish(toastTexts, t, text);
        return translated === null || translated === text;
      });
      expect(untranslated, language).toEqual([]);
    }
  });

  it('keeps the booking reference of a success toast', async () => {
    const t = translator((await toastTexts.load.de?.())?.default ?? {});
    expect(translateEnglish(toastTexts, t, TOUR_BOOKING_TOASTS.success('TZ-7K3M9Q').description)).toBe(
      'Wir melden uns in Kürze, um Ihr Safari-Abenteuer zu bestätigen. Ihre Buchungsnummer lautet TZ-7K3M9Q.',
    );
  });
});
