import type { ToastText } from '@safari/shared-domain';
import { useMutation } from '@tanstack/react-query';
import { notify } from './notify.ts';

interface NotifiedMutation<Variables> {
  readonly run: (variables: Variables) => Promise<void>;
  /** The seed's success toast for these variables. */
  readonly success: (variables: Variables) => ToastText;
  /** The seed's failure toast; the error itself goes to the console. */
  readonly failure: ToastText;
  readonly onSuccess?: (variables: Variables) => void;
  /** After success or failure: refetch what changed. */
  readonly settled: () => void;
}

/** Every admin change: run it, toast the outcome in the seed's words, refresh the lists. */
export function useNotifiedMutation<Variables>(options: NotifiedMutation<Variables>) {
  return useMutation({
    mutationFn: options.run,
    onSuccess: (_, variables) => {
      notify(options.success(variables));
      options.onSuccess?.(variables);
    },
    onError: (error) => {
      console.error(options.failure.description, error);
      notify(options.failure);
    },
    onSettled: options.settled,
  });
}
