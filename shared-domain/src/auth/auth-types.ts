// The auth store's types, in a leaf module: the store (auth-store.ts) and its lazily loaded
// actions (auth-actions.ts) both import them, and neither imports the other's types.
import type { Session, User } from '@supabase/supabase-js';
import type { ToastText } from '../messages/toasts.ts';
import type { AppRole } from './roles.ts';

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
  // The actions below never reject: a failure of any kind is an outcome with `ok: false`.
  signIn(email: string, password: string): Promise<AuthOutcome>;
  signUp(email: string, password: string): Promise<AuthOutcome>;
  signOut(): Promise<AuthOutcome>;
  requestPasswordReset(email: string): Promise<AuthOutcome>;
  /** A new confirmation link for an address whose link expired or was used (`resend`). */
  resendConfirmation(email: string): Promise<AuthOutcome>;
  updatePassword(newPassword: string): Promise<AuthOutcome>;
  /** Looks the signed-in user's role up again. */
  refreshRole(): Promise<AppRole | null>;
  /**
   * The role of `userId` as the database answers it (the admin's guard asks before letting anyone
   * in): the read made when the session was adopted if it is on its way or answered within the
   * last few seconds, else a new read. One read per visit instead of two identical ones
   * (decision 221). `failed`: the read failed (logged) and `role` is the ordinary user's.
   */
  checkRole(userId: string): Promise<RoleCheck>;
}

/** A role read's answer: the role, and whether the read failed (it then reads 'user'). */
export interface RoleCheck {
  readonly role: AppRole;
  readonly failed: boolean;
}

/** The actions the store loads on first use. */
export type AuthActions = Pick<
  AuthState,
  'signIn' | 'signUp' | 'resendConfirmation' | 'signOut' | 'requestPasswordReset' | 'updatePassword'
>;
