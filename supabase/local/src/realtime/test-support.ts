// Helpers for Realtime tests: wait for SUBSCRIBED, and collect events with a deadline.
import type { RealtimeChannel } from '@supabase/supabase-js';

export function subscribed(channel: RealtimeChannel, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${channel.topic} not SUBSCRIBED in ${timeoutMs} ms`)),
      timeoutMs,
    );
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve();
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer);
        reject(new Error(`${channel.topic}: ${status} ${error?.message ?? ''}`));
      }
    });
  });
}

export interface Collector<T> {
  received: T[];
  push: (event: T) => void;
  /** The next event not yet taken, or a rejection after `withinMs`. */
  next(withinMs: number): Promise<T>;
}

export function collect<T>(): Collector<T> {
  const received: T[] = [];
  let taken = 0;
  let wake: (() => void) | null = null;
  return {
    received,
    push(event) {
      received.push(event);
      wake?.();
    },
    async next(withinMs) {
      const deadline = Date.now() + withinMs;
      while (received.length <= taken) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${withinMs} ms (${taken} taken)`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
      return received[taken++] as T;
    },
  };
}
