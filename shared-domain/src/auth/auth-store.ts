import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { createStore, type StoreApi } from 'zustand';
import { AUTH_UNREACHABLE } from '../messages/auth-failures.ts';
import { getSupabase, type SafariSupabaseClient } from '../supabase/client.ts';
import type { AuthActions, AuthOutcome, AuthState, RoleCheck } from './auth-types.ts';
import { type AppRole, redirectPathForRole, roleFromRow, SITE_HOME_PATH } from './roles.ts';

export type { AuthOutcome, AuthState, RoleCheck } from './auth-types.ts';

/** A role read answered this recently is the answer to a check (the same visit's first screen). */
export const ROLE_READ_FRESH_MS = 5_000;

export interface AuthStoreOptions {
  /** Every network call goes through this one client. */
  readonly client?: () => SafariSupabaseClient | Promise<SafariSupabaseClient>;
  /** The site root confirmation and reset links return to, e.g. 'https://safari.example/'. */
  readonly siteUrl?: () => string;
  readonly logError?: (message: string, error: unknown) => void;
  /** Where the actions' code comes from: the lazily loaded chunk (tests give a failing one). */
  readonly loadActions?: () => Promise<typeof import('./auth-actions.ts')>;
}

const defaultSiteUrl = () => new URL(SITE_HOME_PATH, globalThis.location?.href ?? 'http://localhost/').href;

/** A failed role check is logged and the user treated as an ordinary one (docs/product.md §10). */
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
  const loadActions = options.loadActions ?? (() => import('./auth-actions.ts'));
  let unsubscribe: (() => void) | null = null;
  /** The last role read: whose, its answer, and when it answered (unset while on its way). */
  let lastRead: { userId: string; check: Promise<RoleCheck>; answered: { at?: number } } | null = null;

  const readRole = (userId: string): Promise<RoleCheck> => {
    const answered: { at?: number } = {};
    const check = (async () => {
      let failed = false;
      const role = await lookUpRole(await client(), userId, (message, error) => {
        failed = true;
        logError(message, error);
      });
      answered.at = Date.now();
      return { role, failed };
    })();
    lastRead = { userId, check, answered };
    return check;
  };

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
      const { role } = await readRole(userId);
      if (get().user?.id === userId) set({ role });
      return redirectPathForRole(role);
    };

    // The actions and their words load on first use: a visitor who never signs in, up or out
    // does not download them (issue 14).
    let loadedActions: Promise<AuthActions> | null = null;
    const actions = () => {
      loadedActions ??= loadActions().then(({ createAuthActions }) =>
        createAuthActions({ client, siteUrl, logError, set, roleRedirect }),
      );
      loadedActions.catch(() => {
        loadedActions = null;
      });
      return loadedActions;
    };

    // An action never rejects: when its code does not download or the network fails before Auth
    // answers, the caller gets the same failed outcome it shows for any refusal, so no button
    // stays disabled and no page writes a toast of its own.
    const perform = <Name extends keyof AuthActions>(name: Name): AuthActions[Name] => {
      type Action = (...args: Parameters<AuthActions[Name]>) => Promise<AuthOutcome>;
      const run: Action = async (...args) => {
        try {
          return await ((await actions())[name] as Action)(...args);
        } catch (error) {
          logError(`Auth action ${name} could not run`, error);
          return { ok: false, notice: AUTH_UNREACHABLE };
        }
      };
      return run as AuthActions[Name];
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

      signIn: perform('signIn'),
      signUp: perform('signUp'),
      resendConfirmation: perform('resendConfirmation'),
      signOut: perform('signOut'),
      requestPasswordReset: perform('requestPasswordReset'),
      updatePassword: perform('updatePassword'),

      async refreshRole() {
        const userId = get().user?.id;
        if (!userId) return null;
        const { role } = await readRole(userId);
        if (get().user?.id === userId) set({ role });
        return role;
      },

      checkRole(userId) {
        const read = lastRead;
        const fresh =
          read?.userId === userId &&
          (read.answered.at === undefined || Date.now() - read.answered.at < ROLE_READ_FRESH_MS);
        return read && fresh ? read.check : readRole(userId);
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
