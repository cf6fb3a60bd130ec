// Mail that must not be lost: each message is on disk before `enqueue` resolves, and leaves the
// outbox only once the transport accepted it. Failures are retried with a growing delay, also
// after a restart (the folder is read again at start).
import { JsonFolder, newMessageId } from './store.ts';
import type { OutgoingMail } from './types.ts';

interface Entry {
  mail: OutgoingMail;
  queuedAt: string;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
}

export interface OutboxOptions {
  /** First retry delay; doubles per failure. Default 5 s. */
  minRetryMs?: number;
  /** Longest retry delay. Default 10 min. */
  maxRetryMs?: number;
  log: (line: string) => void;
}

export class Outbox {
  private readonly folder: JsonFolder<Entry>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    dir: string,
    private readonly transport: (mail: OutgoingMail) => Promise<void>,
    private readonly options: OutboxOptions,
  ) {
    this.folder = new JsonFolder<Entry>(dir);
  }

  /** Sends what a previous run left behind. */
  start(): void {
    this.kick();
  }

  async enqueue(mail: OutgoingMail): Promise<string> {
    const id = newMessageId();
    await this.folder.write(id, {
      mail,
      queuedAt: new Date().toISOString(),
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
    });
    this.kick();
    return id;
  }

  /** Messages not delivered yet, oldest first. */
  async pending(): Promise<(Entry & { id: string })[]> {
    const entries: (Entry & { id: string })[] = [];
    for (const id of await this.folder.ids()) {
      const entry = await this.folder.read(id);
      if (entry) entries.push({ ...entry, id });
    }
    return entries;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.drain()
      .catch((error: unknown) => this.options.log(`[mail] outbox failed: ${String(error)}`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain() {
    let nextDue = Number.POSITIVE_INFINITY;
    for (const entry of await this.pending()) {
      if (this.stopped) return;
      if (entry.nextAttemptAt > Date.now()) {
        nextDue = Math.min(nextDue, entry.nextAttemptAt);
        continue;
      }
      const { id, ...stored } = entry;
      try {
        await this.transport(stored.mail);
        await this.folder.remove(id);
        this.options.log(`[mail] sent to ${stored.mail.to}: ${stored.mail.subject}`);
      } catch (error) {
        const attempts = stored.attempts + 1;
        const delay = Math.min(
          (this.options.minRetryMs ?? 5000) * 2 ** (attempts - 1),
          this.options.maxRetryMs ?? 600_000,
        );
        const nextAttemptAt = Date.now() + delay;
        await this.folder.write(id, { ...stored, attempts, nextAttemptAt, lastError: String(error) });
        this.options.log(
          `[mail] sending to ${stored.mail.to} failed (attempt ${attempts}), retry in ${delay} ms: ${String(error)}`,
        );
        nextDue = Math.min(nextDue, nextAttemptAt);
      }
    }
    if (Number.isFinite(nextDue) && !this.stopped) {
      this.timer = setTimeout(() => this.kick(), Math.max(nextDue - Date.now(), 0));
      this.timer.unref();
    }
  }
}
