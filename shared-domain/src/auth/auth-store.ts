import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { createStore, type StoreApi } from 'zustand';
import type { ToastText } from '../messages/toasts.ts';
import { getSupabase, type SafariSupabaseClient } from '../supabase/client.ts';
import type { AuthActions } from './auth-actions.ts';
import { type AppRole, redirectPathForRole, roleFromRow, SITE_HOME_PATH } from './roles.ts';

/** What an action tells its caller: a toast to show and, on success, perhaps where to go. */
export type AuthOutcome =
  | {
      readonly ok: true;
      readonly notice?: ToastText;
      readonly redirectTo?: string;
      /**
       * Sign-up only: Auth answered with a user without identities, its answer for an address
       * that already has an account (no mail was sent). The page offers to sign in instead.
       */
      readonly addressMayHaveAccount?: true;
    }
  | { readonly ok: false; readonly notice: ToastText };

export interface AuthState {
  readonly session: Session | null;
  readonly user: User | null;
  /** null until looked up for the signed-in user. */
  readonly role: AppRole | null;
  /** True until the stored session has been read once. */
  readonly loading: boolean;
  /** True after a reset e-mail's link signed the visitor in: show "choose a new password". */
  readonly passwordRecovery: boolean;
  /** Reads the stored session and follows every later change. Returns the unsubscribe. */
  initialize(): () => void;
  signIn(email: string, password: string): Promise<AuthOutcome>;
  signUp(email: string, password: string): Promise<AuthOutcome>;
  signOut(): Promise<AuthOutcome>;
  requestPasswordReset(email: string): Promise<AuthOutcome>;
  /** A new confirmation link for an address whose link expired or was used (`resend`). */
  resendConfirmation(email: string): Promise<AuthOutcome>;
  updatePassword(newPassword: string): Promise<AuthOutcome>;
  /** Looks the signed-in user's role up again (the admin page does before letting anyone in). */
  refreshRole(): Promise<AppRole | null>;
}

export interface AuthStoreOptions {
  /** Every network call goes through this one client. */
  readonly client?: () => SafariSupabaseClient | Promise<SafariSupabaseClient>;
  /** The site root confirmation and reset links return to, e.g. 'https://safari.example/'. */
  readonly siteUrl?: () => string;
  readonly logError?: (message: string, error: unknown) => void;
}

const defaultSiteUrl = () => new URL(SITE_HOME_PATH, globalThis.location?.href ?? 'http://localhost/').href;

/** A failed role check is logged and the user treated as an ordinary one (seed 001 §6). */
export async function lookUpRole(
  client: SafariSupabaseClient,
  userId: string,
  logError: (message: string, error: unknown) => void = console.error,
): Promise<AppRole> {
  try {
    const { data, error } = await client
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .maybeSingle();
    if (error) {
      logError('Role check failed', error);
      return 'user';
    }
    return roleFromRow(data);
  } catch (error) {
    logError('Role check failed', error);
    return 'user';
  }
}

export function createAuthStore(options: AuthStoreOptions = {}): StoreApi<AuthState> {
  const client: () => Promise<SafariSupabaseClient> = async () => (options.client ?? getSupabase)();
  const siteUrl = options.siteUrl ?? defaultSiteUrl;
  const logError = options.logError ?? console.error;
  let unsubscribe: (() => void) | null = null;

  return createStore<AuthState>()((set, get) => {
    const adoptSession = (session: Session | null) => {
      const previousUserId = get().user?.id;
      set({ session, user: session?.user ?? null, loading: false });
      if (!session) set({ role: null, passwordRecovery: false });
      else if (session.user.id !== previousUserId) {
        set({ role: null });
        void get().refreshRole();
      }
    };

    const roleRedirect = async (userId: string): Promise<string> => {
      const role = await lookUpRole(await client(), userId, logError);
      if (get().user?.id === userId) set({ role });
      return redirectPathForRole(role);
    };

    // The actions and their words load on first use: a visitor who never signs in, up or out
    // does not download them (issue 14).
    let loadedActions: Promise<AuthActions> | null = null;
    const actions = () => {
      loadedActions ??= import('./auth-actions.ts').then(({ createAuthActions }) =>
        createAuthActions({ client, siteUrl, logError, set, roleRedirect }),
      );
      loadedActions.catch(() => {
        loadedActions = null;
      });
      return loadedActions;
    };

    return {
      session: null,
      user: null,
      role: null,
      loading: true,
      passwordRecovery: false,

      initialize() {
        if (unsubscribe) return unsubscribe;
        let stopped = false;
        let subscription: { unsubscribe(): void } | null = null;
        void client().then((supabase) => {
          if (stopped) return;
          const { data } = supabase.auth.onAuthStateChange((event: AuthChangeEvent, session) => {
            if (event === 'PASSWORD_RECOVERY') set({ passwordRecovery: true });
            // Supabase calls back while holding its auth lock; further calls must wait a tick.
            setTimeout(() => adoptSession(session), 0);
          });
          subscription = data.subscription;
          return supabase.auth.getSession().then(({ data: { session } }) => adoptSession(session));
        });
        unsubscribe = () => {
          stopped = true;
          subscription?.unsubscribe();
          unsubscribe = null;
        };
        return unsubscribe;
      },

      signIn: async (email, password) => (await actions()).signIn(email, password),
      signUp: async (email, password) => (await actions()).signUp(email, password),
      resendConfirmation: async (email) => (await actions()).resendConfirmation(email),
      signOut: async () => (await actions()).signOut(),
      requestPasswordReset: async (email) => (await actions()).requestPasswordReset(email),
      updatePassword: async (newPassword) => (await actions()).updatePassword(newPassword),

      async refreshRole() {
        const userId = get().user?.id;
        if (!userId) return null;
        const role = await lookUpRole(await client(), userId, logError);
        if (get().user?.id === userId) set({ role });
        return role;
      },
    };
  });
}

let sharedStore: StoreApi<AuthState> | null = null;

/**
 * The page's one auth store, over the one Supabase client. React apps read it with
 * `useStore(getAuthStore(), selector)` from 'zustand'.
 */
export function getAuthStore(): StoreApi<AuthState> {
  sharedStore ??= createAuthStore();
  return sharedStore;
}
