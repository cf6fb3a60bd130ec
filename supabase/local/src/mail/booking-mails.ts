// The sender that drains public.booking_mails (decision 101): each due mail is handed to the
// mail service (local mailbox, or the durable SMTP outbox) while its row is locked, and marked
// sent in the same transaction only after the hand-over resolved. A failed hand-over records the
// attempt and the error and waits a doubling delay. A mail staff caused waits out its hold
// (`hold_until`, so a status change can be undone first) and a withdrawn one is never sent
// (decision 135). One sender per server process; with
// PostgreSQL, `for update skip locked` lets several processes share the table without sending a
// mail twice. The same sender runs inside supabase/local and, against hosted Supabase, as the
// `send-mails` command (`send-mails.ts`).
import type { Database } from '../contracts.ts';
import type { OutgoingMail } from './types.ts';

export interface BookingMailSenderOptions {
  /** How often the table is looked at. Default 1 s. */
  pollMs?: number;
  /** First retry delay; doubles per failure. Default 5 s. */
  minRetryMs?: number;
  /** Longest retry delay. Default 10 min. */
  maxRetryMs?: number;
  /** Mails per transaction. Default 20. */
  batchSize?: number;
  log: (line: string) => void;
}

export interface BookingMailSender {
  /** Sends every due mail now; resolves to how many went out. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

interface DueMail {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/** `amina@example.com` → `a***@example.com`: enough to tell mails apart in a log, not an address. */
function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

/** A mail server's error often quotes the recipient; the log keeps only its masked form. */
function maskAddressesIn(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, maskAddress);
}

/** Delay before the next attempt after `attempts` failures (1 → min, doubling, capped). */
export function retryDelayMs(attempts: number, minMs: number, maxMs: number): number {
  return Math.min(maxMs, minMs * 2 ** Math.max(0, attempts - 1));
}

export function startBookingMailSender(
  db: Database,
  send: (mail: OutgoingMail) => Promise<void>,
  options: BookingMailSenderOptions,
): BookingMailSender {
  const pollMs = options.pollMs ?? 1000;
  const minRetryMs = options.minRetryMs ?? 5000;
  const maxRetryMs = options.maxRetryMs ?? 600_000;
  const batchSize = options.batchSize ?? 20;
  let stopped = false;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let tableChecked = false;

  async function tableExists(): Promise<boolean> {
    if (tableChecked) return true;
    const { rows } = await db.query<{ found: boolean }>(
      `select to_regclass('public.booking_mails') is not null as found`,
    );
    tableChecked = rows[0]?.found === true;
    return tableChecked;
  }

  async function batch(): Promise<{ sent: number; more: boolean }> {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<DueMail>(
        `select id::text, recipient, subject, text_body, html_body, attempts
         from public.booking_mails
         where sent_at is null and withdrawn_at is null and next_attempt_at <= now()
           and (hold_until is null or hold_until <= now())
         order by next_attempt_at, id
         limit $1
         for update skip locked`,
        [batchSize],
      );
      let sent = 0;
      for (const row of rows) {
        // Stopping finishes the mail in hand; the rest of the batch is unlocked untouched.
        if (stopped) break;
        const to = maskAddress(row.recipient);
        try {
          await send({ to: row.recipient, subject: row.subject, text: row.text_body, html: row.html_body });
        } catch (error) {
          const attempts = row.attempts + 1;
          const message = error instanceof Error ? error.message : String(error);
          await tx.query(
            `update public.booking_mails
             set attempts = $2, last_error = left($3, 1000),
                 next_attempt_at = now() + make_interval(secs => $4::double precision / 1000)
             where id = $1::bigint`,
            [row.id, attempts, message, retryDelayMs(attempts, minRetryMs, maxRetryMs)],
          );
          options.log(
            `[booking-mails] mail ${row.id} to ${to} failed (attempt ${attempts}): ${maskAddressesIn(message)}`,
          );
          continue;
        }
        await tx.query(
          `update public.booking_mails set sent_at = now(), last_error = null where id = $1::bigint`,
          [row.id],
        );
        options.log(`[booking-mails] mail ${row.id} to ${to} sent`);
        sent++;
      }
      return { sent, more: rows.length === batchSize };
    });
  }

  async function drainOnce(): Promise<number> {
    if (stopped || !(await tableExists())) return 0;
    let total = 0;
    for (;;) {
      const { sent, more } = await batch();
      total += sent;
      if (!more || stopped) return total;
    }
  }

  function drain(): Promise<number> {
    // One drain at a time in this process; a caller arriving meanwhile waits for it and drains again.
    const previous = running ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(drainOnce);
    running = next;
    void next
      .finally(() => {
        if (running === next) running = null;
      })
      .catch(() => {});
    return next;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      drain()
        .catch((error: unknown) => {
          if (!stopped) options.log(`[booking-mails] ${(error as Error)?.message ?? String(error)}`);
        })
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }
  schedule();

  return {
    drain,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
