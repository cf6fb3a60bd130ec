import { ADMIN_HOME_PATH, getAuthStore, redirectPathForRole } from '@safari/shared-domain';
import { useLocalPath } from '@safari/shared-ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';

/**
 * docs/product.md §10: once a session exists the role decides where the visitor goes. The forms do
 * that after signing in; this covers a visitor who arrives already signed in. A reset link's
 * session stays to choose the new password.
 */
export function useArrivalRedirect(resetMode: boolean): void {
  const store = getAuthStore();
  const session = useStore(store, (state) => state.session);
  const loading = useStore(store, (state) => state.loading);
  const role = useStore(store, (state) => state.role);
  const recovering = useStore(store, (state) => state.passwordRecovery);
  const navigate = useNavigate();
  const siteOrAdmin = useRedirectPath();
  const arrivalHandled = useRef(false);
  useEffect(() => {
    if (loading || arrivalHandled.current) return;
    if (!session || resetMode || recovering) {
      arrivalHandled.current = true;
      return;
    }
    if (role === null) return;
    arrivalHandled.current = true;
    navigate(siteOrAdmin(redirectPathForRole(role)), { replace: true });
  }, [loading, session, resetMode, recovering, role, navigate, siteOrAdmin]);
}

/**
 * Where a signed-in visitor goes, in the page's language: the site's pages (/my-bookings) under
 * the page's prefix, the admin (not translated) as it is.
 */
export function useRedirectPath(): (path: string) => string {
  const local = useLocalPath();
  return (path) => (path === ADMIN_HOME_PATH || path.startsWith(`${ADMIN_HOME_PATH}/`) ? path : local(path));
}
