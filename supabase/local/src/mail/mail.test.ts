import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestServer, type TestServer } from '../test-support/harness.ts';
import { freePort, startSmtp } from '../test-support/smtp.ts';
import { createMailService, type StoredMail } from './index.ts';

const mail = (to: string) => ({
  to,
  subject: 'Your safari',
  text: 'Karibu!\nhttps://example.test/a',
  html: '<p>Karibu!</p>',
});

describe('the SMTP outbox', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mail-test-'));
    dirs.push(dir);
    return dir;
  };

  it('delivers to a real SMTP server', async () => {
    const smtp = await startSmtp();
    const service = createMailService({
      dataDir: await tempDir(),
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      log: () => {},
    });
    try {
      await service.send(mail('traveller@example.test'));
      await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
      expect(smtp.received[0]?.to).toEqual(['traveller@example.test']);
      expect(smtp.received[0]?.raw).toContain('Subject: Your safari');
      await expect.poll(async () => (await service.outbox?.pending())?.length).toBe(0);
    } finally {
      await service.close();
      await smtp.close();
    }
  });

  it('keeps a message while SMTP is down and delivers it once the server is up', async () => {
    const port = await freePort();
    const logs: string[] = [];
    const service = createMailService({
      dataDir: await tempDir(),
      smtpUrl: `smtp://127.0.0.1:${port}`,
      retry: { minRetryMs: 100, maxRetryMs: 400 },
      log: (line) => logs.push(line),
    });
    try {
      await service.send(mail('waiting@example.test'));
      await expect
        .poll(() => logs.some((l) => l.includes('failed (attempt 1)')), { timeout: 5000 })
        .toBe(true);
      expect((await service.outbox?.pending())?.map((p) => p.mail.to)).toEqual(['waiting@example.test']);
      const smtp = await startSmtp(port);
      try {
        await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
        await expect.poll(async () => (await service.outbox?.pending())?.length).toBe(0);
      } finally {
        await smtp.close();
      }
    } finally {
      await service.close();
    }
  });

  it('keeps unsent mail across a restart of our process and sends it from the next one', async () => {
    const port = await freePort();
    const dataDir = await tempDir();
    const options = {
      dataDir,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      retry: { minRetryMs: 100, maxRetryMs: 400 },
      log: () => {},
    };
    const first = createMailService(options);
    await first.send(mail('patient@example.test'));
    await first.close();

    const smtp = await startSmtp(port);
    const second = createMailService(options);
    try {
      await expect
        .poll(() => smtp.received.map((r) => r.to[0]), { timeout: 5000 })
        .toEqual(['patient@example.test']);
    } finally {
      await second.close();
      await smtp.close();
    }
  });
});

describe.each(DATABASE_KINDS)('Auth mail through the local mailbox on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { auth: { rateLimits: false } });
  });
  afterAll(() => server.stop());

  async function mailTo(address: string, subject: string): Promise<StoredMail> {
    let found: StoredMail | undefined;
    await expect
      .poll(async () => {
        const res = await fetch(`${server.url}/_mail/api/messages?to=${encodeURIComponent(address)}`);
        found = ((await res.json()) as StoredMail[]).find((m) => m.subject === subject);
        return found;
      })
      .toBeDefined();
    return found as StoredMail;
  }

  it('a sign-up confirmation link read from the mailbox confirms the account', async () => {
    const email = `confirm-${kind}@example.test`;
    const client = server.client();
    const { data, error } = await client.auth.signUp({ email, password: 'kilimanjaro' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect((await client.auth.signInWithPassword({ email, password: 'kilimanjaro' })).error?.code).toBe(
      'email_not_confirmed',
    );

    const message = await mailTo(email, 'Confirm Your Signup');
    expect(message).toMatchObject({ to: email, date: expect.any(String) });
    expect(message.html).toContain('<a href=');
    const link = message.links.find((l) => l.includes('/auth/v1/verify'));
    const followed = await fetch(link ?? '', { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(new URLSearchParams(followed.headers.get('location')?.split('#')[1]).get('type')).toBe('signup');

    const signedIn = await client.auth.signInWithPassword({ email, password: 'kilimanjaro' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email).toBe(email);
  });

  it('a password reset link read from the mailbox lets the user choose a new password', async () => {
    const email = `reset-${kind}@example.test`;
    await server
      .serviceClient()
      .auth.admin.createUser({ email, password: 'old-password', email_confirm: true });
    const client = server.client();
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();

    const message = await mailTo(email, 'Reset Your Password');
    const followed = await fetch(message.links[0] ?? '', { redirect: 'manual' });
    const fragment = new URLSearchParams(followed.headers.get('location')?.split('#')[1]);
    expect(fragment.get('type')).toBe('recovery');
    await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect((await client.auth.updateUser({ password: 'new-password' })).error).toBeNull();

    const fresh = server.client();
    expect((await fresh.auth.signInWithPassword({ email, password: 'old-password' })).error).not.toBeNull();
    expect((await fresh.auth.signInWithPassword({ email, password: 'new-password' })).error).toBeNull();
  });

  it('lists, shows and deletes messages, and says so for unknown ids', async () => {
    const list = await fetch(`${server.url}/_mail`);
    expect(list.headers.get('content-type')).toContain('text/html');
    expect(await list.text()).toContain('Confirm Your Signup');
    const [first] = (await (await fetch(`${server.url}/_mail/api/messages`)).json()) as StoredMail[];
    expect(await (await fetch(`${server.url}/_mail/messages/${first?.id}`)).text()).toContain(
      first?.subject ?? '?',
    );
    expect((await fetch(`${server.url}/_mail/api/messages/${first?.id}`)).status).toBe(200);
    expect((await fetch(`${server.url}/_mail/api/messages/${first?.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await fetch(`${server.url}/_mail/api/messages/${first?.id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/_mail/api/messages/not-an-id`)).status).toBe(404);
    await fetch(`${server.url}/_mail/api/messages`, { method: 'DELETE' });
    expect(await (await fetch(`${server.url}/_mail/api/messages`)).json()).toEqual([]);
  });
});

describe('Auth mail through SMTP', () => {
  it('sends the sign-up confirmation to the SMTP server instead of the mailbox', async () => {
    const smtp = await startSmtp();
    const server = await startTestServer('postgres', { smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    try {
      await server.client().auth.signUp({ email: 'smtp-user@example.test', password: 'kilimanjaro' });
      await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
      expect(smtp.received[0]?.raw).toContain('/auth/v1/verify');
      expect((await fetch(`${server.url}/_mail/api/messages`)).status).toBe(404);
    } finally {
      await server.stop();
      await smtp.close();
    }
  }, 60_000);
});
