// The booking mail sender (decision 101): a mail leaves the table once the mail service took it,
// a failed hand-over is retried after a delay, and nothing is sent twice.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../contracts.ts';
import { openDatabase } from '../db/index.ts';
import { copyEmptyPglite } from '../test-support/template.ts';
import { retryDelayMs, startBookingMailSender } from './booking-mails.ts';
import { createMailService } from './index.ts';
import type { OutgoingMail } from './types.ts';

// The columns the sender reads and writes, as the product migration makes them.
const TABLE = `
  create table public.booking_mails (
    id bigint generated always as identity primary key,
    recipient text not null, subject text not null, text_body text not null, html_body text not null,
    sent_at timestamptz, attempts integer not null default 0, last_error text,
    next_attempt_at timestamptz not null default now(), hold_until timestamptz, withdrawn_at timestamptz
  )`;

async function enqueue(db: Database, to: string, subject: string) {
  await db.query(
    `insert into public.booking_mails (recipient, subject, text_body, html_body) values ($1, $2, 'Karibu', '<p>Karibu</p>')`,
    [to, subject],
  );
}

const rows = async (db: Database) =>
  (
    await db.query<{ subject: string; sent: boolean; attempts: number; last_error: string | null }>(
      'select subject, sent_at is not null as sent, attempts, last_error from public.booking_mails order by id',
    )
  ).rows;

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the booking mail sender', () => {
  let dir: string;
  let db: Database;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'booking-mails-'));
    // A copy of an initialised cluster: the sender is tested here, not PGlite's initdb.
    await copyEmptyPglite(dir);
    db = await openDatabase({ dataDir: join(dir, 'pglite') });
    await db.exec(TABLE);
  });
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('doubles the retry delay up to its cap', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 5000, 30_000))).toEqual([
      5000, 10_000, 20_000, 30_000, 30_000,
    ]);
  });

  it('records a failed hand-over, waits, then sends the mail once', async () => {
    await db.exec('delete from public.booking_mails');
    const handed: OutgoingMail[] = [];
    let down = true;
    const sender = startBookingMailSender(
      db,
      async (mail) => {
        if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
        handed.push(mail);
      },
      { pollMs: 60_000, minRetryMs: 200, maxRetryMs: 200, log: () => {} },
    );
    try {
      await enqueue(db, 'amina@example.com', 'We received your booking request TZ-7K3M9Q');
      expect(await sender.drain()).toBe(0);
      expect(await rows(db)).toEqual([
        {
          subject: 'We received your booking request TZ-7K3M9Q',
          sent: false,
          attempts: 1,
          last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
        },
      ]);
      // Not due yet: the back-off holds it even though the server is back.
      down = false;
      expect(await sender.drain()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await sender.drain()).toBe(1);
      expect(await sender.drain()).toBe(0);
      expect(handed.map((m) => [m.to, m.subject, m.text, m.html])).toEqual([
        ['amina@example.com', 'We received your booking request TZ-7K3M9Q', 'Karibu', '<p>Karibu</p>'],
      ]);
      expect(await rows(db)).toEqual([
        { subject: 'We received your booking request TZ-7K3M9Q', sent: true, attempts: 1, last_error: null },
      ]);
    } finally {
      await sender.stop();
    }
  });

  it('leaves a held mail until its hold ends and never sends a withdrawn one (decision 135)', async () => {
    await db.exec('delete from public.booking_mails');
    await enqueue(db, 'amina@example.com', 'Your booking TZ-7K3M9Q is cancelled');
    await enqueue(db, 'amina@example.com', 'Your booking TZ-7K3M9Q is confirmed');
    await db.exec(`update public.booking_mails set hold_until = now() + interval '400 milliseconds'`);
    await db.exec(`update public.booking_mails set withdrawn_at = now() where subject like '%cancelled'`);
    const handed: string[] = [];
    const sender = startBookingMailSender(db, async (mail) => void handed.push(mail.subject), {
      pollMs: 60_000,
      log: () => {},
    });
    try {
      expect(await sender.drain()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await sender.drain()).toBe(1);
      expect(handed).toEqual(['Your booking TZ-7K3M9Q is confirmed']);
      expect(await rows(db)).toEqual([
        { subject: 'Your booking TZ-7K3M9Q is cancelled', sent: false, attempts: 0, last_error: null },
        { subject: 'Your booking TZ-7K3M9Q is confirmed', sent: true, attempts: 0, last_error: null },
      ]);
    } finally {
      await sender.stop();
    }
  });

  it('two drains at once hand each mail over once', async () => {
    await db.exec('delete from public.booking_mails');
    for (let i = 0; i < 30; i++) await enqueue(db, `t${i}@example.com`, `Mail ${i}`);
    const handed: string[] = [];
    const sender = startBookingMailSender(db, async (mail) => void handed.push(mail.subject), {
      pollMs: 60_000,
      batchSize: 7,
      log: () => {},
    });
    try {
      const counts = await Promise.all([sender.drain(), sender.drain(), sender.drain()]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
      expect(handed).toHaveLength(30);
      expect(new Set(handed).size).toBe(30);
    } finally {
      await sender.stop();
    }
  });

  it('with SMTP down, the mail reaches the SMTP server once it is back, and only once', async () => {
    await db.exec('delete from public.booking_mails');
    // A port nothing listens on yet; the SMTP server starts there later.
    const probe = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'] });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const mail = createMailService({
      dataDir: join(dir, 'smtp-data'),
      smtpUrl: `smtp://127.0.0.1:${port}`,
      retry: { minRetryMs: 100, maxRetryMs: 200 },
      log: () => {},
    });
    const sender = startBookingMailSender(db, (m) => mail.send(m), { pollMs: 50, log: () => {} });
    const received: string[] = [];
    let smtp: SMTPServer | null = null;
    try {
      await enqueue(db, 'amina@example.com', 'Your booking TZ-7K3M9Q is confirmed');
      // The outbox on disk took it: the row is sent, the SMTP server has nothing yet.
      await waitFor(async () => (await rows(db))[0]?.sent === true);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(received).toEqual([]);
      expect(await mail.outbox?.pending()).toHaveLength(1);

      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        onData(stream, _session, callback) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => {
            raw += chunk.toString();
          });
          stream.on('end', () => {
            received.push(raw);
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp?.listen(port, '127.0.0.1', resolve));
      await waitFor(async () => received.length > 0);
      // Several more retry periods and polls: no second copy.
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Your booking TZ-7K3M9Q is confirmed');
      expect(await mail.outbox?.pending()).toHaveLength(0);
    } finally {
      await sender.stop();
      await mail.close();
      await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    }
  });
});
