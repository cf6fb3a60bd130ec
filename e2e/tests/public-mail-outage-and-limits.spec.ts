// Issue 15 on a second site server this spec starts itself (its own port and data folder, so the
// main e2e server keeps its mailbox and its raised limits): mail goes through an SMTP server the
// spec controls, and the per-address limit is the real one (5 bookings per window).
// * SMTP down: the traveller's booking still succeeds, the mail waits in the outbox; once the
//   SMTP server is up, exactly one receipt arrives and the outbox shows it sent (decision 101).
// * A burst from one address is refused with the limit's words and nothing extra is stored;
//   the next window accepts again (decision 100).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { deriveProjectKeys } from '@safari/supabase-local';
import { freePort, startSmtp, subjectOf, type TestSmtpServer } from '@safari/supabase-local/smtp';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { origin, ports } from '../ports.ts';
import { E2E_JWT_SECRET, uniqueToken } from '../support/backend.ts';
import { arushaDay, pickDay } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

const SITE_B = origin(ports.mailSite);
const REPO = fileURLToPath(new URL('../../', import.meta.url));
// The real count (5), but a window of 25 s instead of 10 minutes, so that the test can wait it
// out and see the next window accept a booking. The page's sixth request follows the burst within
// 3-8 s on the busy CI machine; the test checks that it did come inside the window.
const WINDOW_SECONDS = 25;
const REFERENCE = /TZ-[2-9A-HJ-NP-Z]{6}/;
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
} as const;

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | null = null;
let dataDir = '';
let smtpPort = 0;
let smtp: TestSmtpServer | null = null;
let service: SupabaseClient;
let admin: SupabaseClient;
let anon: SupabaseClient;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = await mkdtemp(join(tmpdir(), 'e2e-mail-site-'));
  // The mail server starts down: nothing listens on its port yet.
  smtpPort = await freePort();
  server = spawn('pnpm', ['serve'], {
    cwd: REPO,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(ports.mailSite),
      SUPABASE_LOCAL_DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_FROM: 'Tanzania Safari Adventures <bookings@tanzania-safari.example>',
      REQUEST_LIMITS: `booking=5/${WINDOW_SECONDS}`,
    },
  });
  const until = Date.now() + 200_000;
  for (;;) {
    try {
      if ((await fetch(`${SITE_B}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > until) throw new Error('the second site server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const keys = await deriveProjectKeys(E2E_JWT_SECRET);
  service = createClient(SITE_B, keys.serviceRoleKey, clientOptions);
  const email = `outbox.admin.${uniqueToken()}@example.com`;
  const password = 'Outbox-admin-2026';
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error || !created.data.user) throw created.error ?? new Error('no admin');
  const promoted = await service
    .from('user_roles')
    .update({ role: 'admin' })
    .eq('user_id', created.data.user.id);
  if (promoted.error) throw promoted.error;
  anon = createClient(SITE_B, keys.anonKey, clientOptions);
  admin = createClient(SITE_B, keys.anonKey, clientOptions);
  const signedIn = await admin.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw signedIn.error;
});

test.afterAll(async () => {
  // The whole process group this spec started (pnpm, tsx, node), and nothing else.
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
    // The data folder goes once the server has let go of it.
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  await smtp?.close();
  // A database still closing its files can make a folder non-empty for a moment: rm retries.
  if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

const panel = (page: Page) => page.locator('#book');

async function bookThroughPage(page: Page, email: string) {
  await page.goto(`${SITE_B}/tour/living-among-lions`);
  await expect(page.getByRole('heading', { name: 'Book this tour' })).toBeVisible();
  await pickDay(page, 'date', arushaDay(0));
  await panel(page).getByLabel('First name').fill('Amina');
  await panel(page).getByLabel('Last name').fill('Mushi');
  await panel(page).getByLabel('Email').fill(email);
  await panel(page).getByLabel('Phone').fill('+255 712 345 678');
  await panel(page).getByRole('button', { name: 'Book Now' }).click();
}

async function storedBookings(email: string): Promise<number> {
  const { data, error } = await service.from('bookings').select('id').eq('customer_email', email);
  if (error) throw error;
  return data.length;
}

/** One booking request straight to the API from this machine's address, as a script would send it. */
async function bookFromScript(email: string): Promise<void> {
  const day = arushaDay(0);
  const { error } = await anon.rpc('request_booking', {
    request_key: crypto.randomUUID(),
    booking: {
      user_id: null,
      tour_name: 'Living Among Lions',
      tour_slug: 'living-among-lions',
      tour_date: day,
      end_date: day,
      adults: 1,
      youths: 0,
      customer_name: 'Burst Sender',
      customer_email: email,
      customer_phone: '+255 712 345 678',
    },
  });
  if (error) throw new Error(`request_booking failed: ${error.message}`);
}

// The burst comes from a script (five requests within a second, as in the report), so
// that the whole allowance is used well inside the window however slow the machine; the page
// then meets the limit, and after the window it accepts again.
test('a burst from one address is refused with the limit’s words; the next window accepts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `burst.${uniqueToken()}@example.com`;
  const burstAt = Date.now();
  await Promise.all(Array.from({ length: 5 }, () => bookFromScript(email)));
  expect(await storedBookings(email)).toBe(5);

  // A sixth from the same address, through the page, in the same window.
  await bookThroughPage(page, email);
  await expect(
    page.getByText('Too many requests from your connection; please try again in a few minutes.'),
  ).toBeVisible();
  expect(Date.now() - burstAt).toBeLessThan(WINDOW_SECONDS * 1000);
  expect(await storedBookings(email)).toBe(5);

  // The next window: the page's request goes through.
  await page.waitForTimeout(Math.max(0, burstAt + (WINDOW_SECONDS + 2) * 1000 - Date.now()));
  await bookThroughPage(page, email);
  await expect(page.getByRole('status').filter({ hasText: 'Booking Request Sent!' })).toBeVisible();
  expect(await storedBookings(email)).toBe(6);
});

test('with the mail server down the booking succeeds and its mail waits; once it is up, one receipt goes out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `outage.${uniqueToken()}@example.com`;
  await bookThroughPage(page, email);
  const toast = page.getByRole('status').filter({ hasText: 'Booking Request Sent!' });
  await expect(toast).toBeVisible();
  const reference = (await toast.textContent())?.match(REFERENCE)?.[0] ?? '';
  expect(reference).toMatch(REFERENCE);

  const { data: booking } = await service.from('bookings').select('id').eq('reference', reference).single();
  const receiptRow = async () => {
    const { data, error } = await admin
      .from('booking_mails')
      .select('sent_at, attempts, last_error')
      .eq('booking_id', booking?.id ?? '')
      .eq('kind', 'receipt')
      .single();
    if (error) throw error;
    return data;
  };
  // What the admin reads: the receipt is waiting, after a failed attempt naming the cause.
  await expect.poll(async () => (await receiptRow()).attempts, { timeout: 20_000 }).toBeGreaterThan(0);
  const waiting = await receiptRow();
  expect(waiting.sent_at).toBeNull();
  expect(waiting.last_error).toContain('ECONNREFUSED');

  smtp = await startSmtp(smtpPort);
  const receipts = () =>
    (smtp?.received ?? []).filter(
      (mail) =>
        mail.to.includes(email) && subjectOf(mail) === `We received your booking request ${reference}`,
    );
  // The back-off retries 5 s after the first failure, then 10 s, 20 s.
  await expect.poll(() => receipts().length, { timeout: 60_000 }).toBe(1);
  await expect.poll(async () => (await receiptRow()).sent_at, { timeout: 10_000 }).not.toBeNull();
  expect((await receiptRow()).last_error).toBeNull();
  // More polls of the sender: still one copy.
  await page.waitForTimeout(3000);
  expect(receipts()).toHaveLength(1);
});
