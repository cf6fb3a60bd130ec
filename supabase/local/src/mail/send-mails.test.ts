// The production sender (`supabase-local send-mails`, decision 101) as the operator runs it: two
// processes against one PostgreSQL database, logged in as a login holding only the
// booking_mail_sender role, with the mail server down at first. Every mail reaches the SMTP
// server once it is up, and exactly once.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTour, tourBookingInsert } from '@safari/shared-domain/catalogue';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMigrationsDir } from '../paths.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { freePort, startSmtp, subjectOf, type TestSmtpServer } from '../test-support/smtp.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BOOKINGS = 12;
const lions = findTour('living-among-lions');
if (!lions) throw new Error('living-among-lions is missing from the catalogue');

interface Sender {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
}

function startSender(databaseUrl: string, smtpPort: number): Sender {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'send-mails'], {
    cwd: packageDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_FROM: 'Tanzania Safari Adventures <bookings@tanzania-safari.example>',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

const exitOf = (sender: Sender) =>
  new Promise<number | null>((resolve) => {
    if (sender.child.exitCode !== null) resolve(sender.child.exitCode);
    else sender.child.once('exit', (code) => resolve(code));
  });

const waitFor = async (
  what: string,
  check: () => Promise<boolean>,
  senders: Sender[],
  timeoutMs = 40_000,
) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until)
      throw new Error(`timed out waiting until ${what}:\n${senders.map((s) => s.output()).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const arushaDay = (days: number): string => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Dar_es_Salaam' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('send-mails: two production senders on PostgreSQL', () => {
  let server: TestServer;
  const login = `mail_sender_${Math.random().toString(36).slice(2, 10)}`;
  let senderUrl: string;

  beforeAll(async () => {
    server = await startTestServer('postgres', {
      migrationsDir: defaultMigrationsDir,
      // This test's senders, not the server's, drain the table.
      bookingMails: false,
      requestLimits: { booking: { maxRequests: 1000, windowSeconds: 600 } },
    });
    // The login the decision tells the operator to create.
    await server.db.exec(`create role ${login} login in role booking_mail_sender`);
    const url = new URL(server.database.databaseUrl ?? '');
    url.username = login;
    senderUrl = url.toString();
  });
  afterAll(async () => {
    await server?.stop();
    const admin = new pg.Client({
      connectionString: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    await admin.connect();
    await admin.query(`drop role if exists ${login}`);
    await admin.end();
  });

  it('with SMTP down then up, every booking mail arrives once; logs hold no address', async () => {
    const references: string[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const booking = tourBookingInsert(
        lions,
        {
          date: arushaDay(30 + i),
          adults: 2,
          youths: 0,
          firstName: 'Amina',
          lastName: 'Mushi',
          email: `traveller-${i}@example.com`,
          phone: '+255 712 345 678',
        } as Parameters<typeof tourBookingInsert>[1],
        { userId: null },
      );
      const { data, error } = await server
        .client()
        .rpc('request_booking', { request_key: crypto.randomUUID(), booking })
        .single<{ reference: string }>();
      if (error || !data) throw error ?? new Error('no receipt');
      references.push(data.reference);
    }
    const queued = (
      await server.db.query<{ recipient: string; subject: string }>(
        'select recipient, subject from public.booking_mails order by id',
      )
    ).rows;
    expect(queued).toHaveLength(BOOKINGS * 2);

    // The mail server is down: nothing listens on its port until it starts there later.
    const smtpPort = await freePort();

    const senders = [startSender(senderUrl, smtpPort), startSender(senderUrl, smtpPort)];
    let smtp: TestSmtpServer | null = null;
    const received = () =>
      (smtp?.received ?? []).flatMap((mail) => mail.to.map((to) => ({ to, subject: subjectOf(mail) })));
    try {
      const failedEverywhere = async () =>
        (
          await server.db.query<{ waiting: number }>(
            'select count(*)::int as waiting from public.booking_mails where sent_at is null and attempts >= 1',
          )
        ).rows[0]?.waiting ===
        BOOKINGS * 2;
      await waitFor('every mail failed once', failedEverywhere, senders);

      smtp = await startSmtp(smtpPort);

      const allSent = async () =>
        (
          await server.db.query<{ waiting: number }>(
            'select count(*)::int as waiting from public.booking_mails where sent_at is null',
          )
        ).rows[0]?.waiting === 0;
      // The first retry comes 5 s after the failure (the default back-off).
      await waitFor('every mail is marked sent', allSent, senders);
      // A few more polls of both senders: still one copy of each.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(received()).toHaveLength(BOOKINGS * 2);
      expect(new Set(received().map((mail) => `${mail.to} ${mail.subject}`)).size).toBe(BOOKINGS * 2);
      expect(received().sort(byAddressThenSubject)).toEqual(
        queued.map((mail) => ({ to: mail.recipient, subject: mail.subject })).sort(byAddressThenSubject),
      );
      for (const reference of references)
        expect(received().filter((mail) => mail.subject.includes(reference))).toHaveLength(2);

      const logs = senders.map((sender) => sender.output()).join('\n');
      expect(logs).toMatch(/mail \d+ to t\*\*\*@example\.com sent/);
      expect(logs).toMatch(/failed \(attempt 1\): .*ECONNREFUSED/);
      expect(logs).not.toContain('traveller-');

      // SIGTERM: each sender finishes and exits cleanly.
      for (const sender of senders) sender.child.kill('SIGTERM');
      expect(await Promise.all(senders.map(exitOf))).toEqual([0, 0]);
    } finally {
      for (const sender of senders) if (sender.child.exitCode === null) sender.child.kill('SIGKILL');
      await smtp?.close();
    }
  }, 120_000);

  it('the sender login reads the mails, not the bookings, and cannot touch a sent mail', async () => {
    const client = new pg.Client({ connectionString: senderUrl });
    await client.connect();
    try {
      await expect(client.query('select count(*) from public.bookings')).rejects.toMatchObject({
        code: '42501',
      });
      await expect(client.query('select booking_id from public.booking_mails')).rejects.toMatchObject({
        code: '42501',
      });
      await expect(client.query('delete from public.booking_mails')).rejects.toMatchObject({ code: '42501' });
      // Everything went out in the test above; a sent mail cannot be queued again.
      expect((await client.query('select id from public.booking_mails')).rows).toHaveLength(BOOKINGS * 2);
      const reset = await client.query('update public.booking_mails set sent_at = null');
      expect(reset.rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });
});

function byAddressThenSubject(
  a: { to: string; subject: string },
  b: { to: string; subject: string },
): number {
  return `${a.to} ${a.subject}`.localeCompare(`${b.to} ${b.subject}`);
}
