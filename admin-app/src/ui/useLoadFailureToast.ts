import type { ToastText } from '@safari/shared-domain';
import { useEffect } from 'react';
import { notify } from './notify.ts';

/** A failed load is logged and toasted once per failure, in the seed's words. */
export function useLoadFailureToast(query: { isError: boolean; error: unknown }, toast: ToastText): void {
  const { isError, error } = query;
  useEffect(() => {
    if (!isError) return;
    console.error(toast.description, error);
    notify(toast);
  }, [isError, error, toast]);
}
