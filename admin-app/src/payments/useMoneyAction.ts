import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../query-keys.ts';

/**
 * What every money form does around its call: waits, shows the database's refusal in its words,
 * and afterwards refreshes the bookings (the details' money is under that key) and the revenue.
 */
export function useMoneyAction() {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setSaving(true);
    try {
      await action();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.summary }),
      ]);
      return true;
    } catch (error) {
      setRefused((error as Error).message);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { saving, refused, setRefused, run };
}
