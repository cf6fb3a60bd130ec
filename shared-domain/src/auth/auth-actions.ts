// The auth store's actions (sign in, up and out, password reset and change, a new confirmation
// link) and the words they answer with, loaded by the store on first use (auth-store.ts): most
// visitors never call one, so the first page does not download them (issue 14).

import { DEFAULT_LANGUAGE, type Language, languageOfPath, localisedPath } from '../i18n/languages.ts';
import { AUTH_TOASTS } from '../messages/toasts.ts';
import type { SafariSupabaseClient } from '../supabase/client.ts';
import { authErrorNotice } from './auth-errors.ts';
import type { AuthActions, AuthState } from './auth-types.ts';
import { AUTH_PATH, PASSWORD_RESET_PATH, SITE_HOME_PATH } from './roles.ts';

export interface AuthActionContext {
  readonly client: () => Promise<SafariSupabaseClient>;
  readonly siteUrl: () => string;
  readonly logError: (message: string, error: unknown) => void;
  readonly set: (partial: Partial<AuthState>) => void;
  /** Looks the user's role up and answers where that role lands. */
  readonly roleRedirect: (userId: string) => Promise<string>;
}

/**
 * The language of the page an account action is taken on (issue 41): Auth writes the
 * confirmation and reset mails in it, and their links lead back to that language's pages.
 * English, the default, sends exactly what it always sent.
 */
function pageLanguage(): Language {
  return typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname).language;
}

function languageMetadata(language: Language): { data?: { language: Language } } {
  return language === DEFAULT_LANGUAGE ? {} : { data: { language } };
}

export function createAuthActions({
  client,
  siteUrl,
  logError,
  set,
  roleRedirect,
}: AuthActionContext): AuthActions {
  return {
    async signIn(email, password) {
      const { data, error } = await (await client()).auth.signInWithPassword({ email, password });
      if (error) return { ok: false, notice: authErrorNotice('sign-in', error.message) };
      set({ session: data.session, user: data.user, loading: false });
      return { ok: true, redirectTo: await roleRedirect(data.user.id) };
    },

    async signUp(email, password) {
      // The confirmation link lands on /auth: a good link signs in and goes on by role, an
      // expired or used one is explained there with a way to get a new one.
      // The page's language goes into the account's metadata: Auth's mails are written in it.
      const language = pageLanguage();
      const { data, error } = await (await client()).auth.signUp({
        email,
        password,
        options: {
          emailRedirectTo: new URL(localisedPath(AUTH_PATH, language), siteUrl()).href,
          ...languageMetadata(language),
        },
      });
      if (error) return { ok: false, notice: authErrorNotice('sign-up', error.message) };
      if (data.session && data.user) {
        set({ session: data.session, user: data.user, loading: false });
        return {
          ok: true,
          notice: AUTH_TOASTS.signUpSuccess,
          redirectTo: await roleRedirect(data.user.id),
        };
      }
      // GoTrue with confirmations on: an address that already has an account gets a stand-in
      // user with no identities, and no mail.
      if (data.user && data.user.identities?.length === 0) {
        return { ok: true, notice: AUTH_TOASTS.signUpAddressInUse, addressMayHaveAccount: true };
      }
      return { ok: true, notice: AUTH_TOASTS.signUpSuccess };
    },

    async resendConfirmation(email) {
      const { error } = await (await client()).auth.resend({
        type: 'signup',
        email,
        options: { emailRedirectTo: new URL(localisedPath(AUTH_PATH, pageLanguage()), siteUrl()).href },
      });
      if (error) return { ok: false, notice: AUTH_TOASTS.confirmationResendFailure(error.message) };
      return { ok: true, notice: AUTH_TOASTS.confirmationResent };
    },

    async signOut() {
      const { error } = await (await client()).auth.signOut();
      if (error) return { ok: false, notice: AUTH_TOASTS.signOutFailure(error.message) };
      set({ session: null, user: null, role: null, passwordRecovery: false });
      return { ok: true, notice: AUTH_TOASTS.signOutSuccess, redirectTo: SITE_HOME_PATH };
    },

    async requestPasswordReset(email) {
      // The reset link leads to the page's language; Auth writes the mail in that language.
      const redirectTo = new URL(localisedPath(PASSWORD_RESET_PATH, pageLanguage()), siteUrl()).href;
      const { error } = await (await client()).auth.resetPasswordForEmail(email, { redirectTo });
      if (error) return { ok: false, notice: AUTH_TOASTS.passwordResetFailure(error.message) };
      return { ok: true, notice: AUTH_TOASTS.passwordResetSent };
    },

    async updatePassword(newPassword) {
      const { error } = await (await client()).auth.updateUser({ password: newPassword });
      if (error) {
        logError('Password update failed', error);
        return { ok: false, notice: AUTH_TOASTS.passwordUpdateFailure };
      }
      set({ passwordRecovery: false });
      return { ok: true, notice: AUTH_TOASTS.passwordUpdated };
    },
  };
}
