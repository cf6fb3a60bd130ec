import { getSupabase } from '@safari/shared-domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '../query-keys.ts';
import { announce } from '../ui/notify.ts';
import { type LiveTable, reactToChange, refreshAfterChange, refreshAfterJoin } from './live-updates.ts';

const TABLES: readonly LiveTable[] = [
  'bookings',
  'contact_submissions',
  'proposal_change_requests',
  'proposal_versions',
];
const ALL_LIVE_KEYS = [queryKeys.bookings, queryKeys.summary, queryKeys.contactMessages, queryKeys.proposals];

export type LiveStatus = 'connecting' | 'subscribed' | 'interrupted';

/**
 * One Realtime channel for the dashboard: every change to bookings or contact messages refetches
 * what shows them; a new booking also gets a toast. Unsubscribes when the dashboard goes away.
 */
export function useLiveUpdates(): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    let stopped = false;
    let joined = false;
    let stop: (() => void) | null = null;
    void getSupabase().then((supabase) => {
      if (stopped) return;
      let channel = supabase.channel('admin-dashboard');
      for (const table of TABLES) {
        channel = channel.on('postgres_changes', { event: '*', schema: 'public', table }, (payload) => {
          const reaction = reactToChange(table, payload.eventType, payload.new as Record<string, unknown>);
          void refreshAfterChange(queryClient, reaction.invalidate);
          if (reaction.toast) announce(reaction.toast);
        });
      }
      channel.subscribe((state, error) => {
        if (stopped) return;
        if (state === 'SUBSCRIBED') {
          setStatus('subscribed');
          // Whatever changed while the channel was down is fetched again, without holding back
          // the first rows; the first join leaves the page's first load alone (see
          // refreshAfterJoin, decision 167).
          void refreshAfterJoin(queryClient, ALL_LIVE_KEYS, { first: !joined });
          joined = true;
        } else if (state === 'CHANNEL_ERROR' || state === 'TIMED_OUT') {
          console.error('Live updates interrupted', state, error);
          setStatus('interrupted');
        }
      });
      stop = () => void supabase.removeChannel(channel);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [queryClient]);
  return status;
}
