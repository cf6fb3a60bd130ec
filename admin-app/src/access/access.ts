import { type AppRole, AUTH_PATH, isAdmin, SITE_HOME_PATH } from '@safari/shared-domain';

/** What the guard knows at a given moment. */
export interface AccessInput {
  /** The stored session has not been read yet. */
  readonly sessionLoading: boolean;
  readonly signedIn: boolean;
  /** The dashboard was already shown in this visit (a later sign-out leaves for the site root). */
  readonly hadAccess: boolean;
  /** The role check for this session: not finished, its answer, or failed (logged). */
  readonly roleCheck:
    | { readonly state: 'pending' }
    | { readonly state: 'done'; readonly role: AppRole }
    | { readonly state: 'failed' };
  /**
   * Reads started beside the role check (decision 167) have neither answered nor run out of
   * time: an admin's first view waits for them, so it renders once, with its rows.
   */
  readonly earlyReadsPending?: boolean;
}

export type AccessDecision =
  | { readonly kind: 'wait' }
  | { readonly kind: 'allow' }
  /** `deniedToast`: the visitor is signed in but not an admin (docs/product.md §11). */
  | { readonly kind: 'leave'; readonly to: string; readonly deniedToast: boolean };

/**
 * docs/product.md §11: a spinner until we know; no session → /auth; not an admin → 'Access Denied' and /;
 * a failed role check (already logged) → / without the toast. Signing out from the dashboard
 * (Account Settings, or in another tab) goes to / as the seed's Sign Out does.
 */
export function decideAccess(input: AccessInput): AccessDecision {
  if (input.sessionLoading) return { kind: 'wait' };
  if (!input.signedIn) {
    return { kind: 'leave', to: input.hadAccess ? SITE_HOME_PATH : AUTH_PATH, deniedToast: false };
  }
  switch (input.roleCheck.state) {
    case 'pending':
      return { kind: 'wait' };
    case 'failed':
      return { kind: 'leave', to: SITE_HOME_PATH, deniedToast: false };
    case 'done':
      if (!isAdmin(input.roleCheck.role)) return { kind: 'leave', to: SITE_HOME_PATH, deniedToast: true };
      return input.earlyReadsPending && !input.hadAccess ? { kind: 'wait' } : { kind: 'allow' };
  }
}
