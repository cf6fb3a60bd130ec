// The payment reminder sweep (decision 187): every so often the database is asked which parts of
// which payment schedules should be reminded today (private.enqueue_payment_reminders), and it
// enqueues those mails in public.booking_mails, which the booking mail sender then sends. The
// database decides and remembers (one reminder per part and kind, enforced by a unique key), so
// sweeping twice, after a restart or from two processes at once, never mails twice. It runs in
// supabase/local beside the sender and, against hosted Supabase, in the `send-mails` process.
import { readFile } from 'node:fs/promises';
import type { Database } from '../contracts.ts';

export interface PaymentReminderOptions {
  /** How often to sweep. Default 10 minutes: the day changes rarely. */
  intervalMs?: number;
  /**
   * A file holding the office day to sweep for (YYYY-MM-DD), read at each sweep; when it is
   * absent or holds anything else, today in Arusha. The end-to-end run moves its clock so
   * (env PAYMENT_REMINDER_CLOCK_FILE); nothing else should set it.
   */
  clockFile?: string;
  /** Called after a sweep enqueued mails (the sender can send them at once). */
  onEnqueued?: (count: number) => void;
  log: (line: string) => void;
}

export interface PaymentReminderSweep {
  /** Sweeps now; resolves to how many reminder mails were enqueued. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day in the clock file, or null (no file, or not a day): the database's own today then. */
export async function clockFileDay(path: string | undefined): Promise<string | null> {
  if (!path) return null;
  try {
    const text = (await readFile(path, 'utf8')).trim();
    return DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? text : null;
  } catch {
    return null;
  }
}

export function startPaymentReminders(db: Database, options: PaymentReminderOptions): PaymentReminderSweep {
  const intervalMs = options.intervalMs ?? 600_000;
  let stopped = false;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let available: boolean | null = null;

  async function sweepOnce(): Promise<number> {
    if (stopped) return 0;
    if (available === null) {
      const { rows } = await db.query<{ found: boolean }>(
        `select to_regprocedure('private.enqueue_payment_reminders(date)') is not null as found`,
      );
      available = rows[0]?.found === true;
    }
    if (!available) return 0;
    const day = await clockFileDay(options.clockFile);
    const { rows } = await db.query<{ enqueued: number }>(
      'select private.enqueue_payment_reminders(coalesce($1::date, private.office_today())) as enqueued',
      [day],
    );
    const enqueued = Number(rows[0]?.enqueued ?? 0);
    if (enqueued > 0) {
      options.log(
        `[payment-reminders] ${enqueued} reminder mail${enqueued === 1 ? '' : 's'} for ${day ?? 'today'}`,
      );
      options.onEnqueued?.(enqueued);
    }
    return enqueued;
  }

  function sweep(): Promise<number> {
    // One sweep at a time in this process; the database keeps two processes from mailing twice.
    const previous = running ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(sweepOnce);
    running = next;
    void next
      .finally(() => {
        if (running === next) running = null;
      })
      .catch(() => {});
    return next;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      sweep()
        .catch((error: unknown) => {
          if (!stopped) options.log(`[payment-reminders] ${(error as Error)?.message ?? String(error)}`);
        })
        .finally(() => schedule(intervalMs));
    }, delayMs);
    timer.unref();
  }
  // The first sweep soon after start (a restart catches up on the days it was down).
  schedule(Math.min(intervalMs, 1000));

  return {
    sweep,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
