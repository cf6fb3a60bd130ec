import { getAuthStore, redirectPathForRole } from '@safari/shared-domain';
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
  const arrivalHandled = useRef(false);
  useEffect(() => {
    if (loading || arrivalHandled.current) return;
    if (!session || resetMode || recovering) {
      arrivalHandled.current = true;
      return;
    }
    if (role === null) return;
    arrivalHandled.current = true;
    navigate(redirectPathForRole(role), { replace: true });
  }, [loading, session, resetMode, recovering, role, navigate]);
}
