// Issue 24 seam 6 (decision 138): the account mails are the operator's, not GoTrue's defaults -
// name, colours and contact - from config.toml's templates, which hosted Supabase sends too.
import { anonClient, createPlainUser, SITE, uniqueToken } from '../support/backend.ts';
import { type MailboxMessage, verifyLink, waitForMail } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 60_000 });

type Mail = MailboxMessage & { html: string };

async function expectBranded(page: import('@playwright/test').Page, mail: Mail, heading: string) {
  expect(mail.text).not.toContain('Follow this link');
  expect(mail.text).toContain('Tanzania Safari Adventures');
  expect(mail.text).toContain('Questions? Call +255 754 000 000 or write to info@tanzania-safari.example.');
  expect(mail.html).toContain('#b45309');
  // Read on a phone: the mail fits the screen, its button and address are there.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(mail.html);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({
    path: test.info().outputPath(`${heading.replace(/\W+/g, '-')}.png`),
    fullPage: true,
  });
}

test('confirmation and password reset mails carry the operator’s name, colours and contact', async ({
  page,
}) => {
  const email = `branded.${uniqueToken()}@example.com`;
  const { error } = await (await anonClient()).auth.signUp({
    email,
    password: 'Kilimanjaro-2026',
    options: { emailRedirectTo: `${SITE}/auth` },
  });
  expect(error).toBeNull();
  const confirmation = (await waitForMail(email, /confirm/i)) as Mail;
  expect(confirmation.subject).toBe('Confirm your e-mail address for Tanzania Safari Adventures');
  expect(confirmation.text).toContain(`someone using ${email}`);
  await expectBranded(page, confirmation, 'Confirm your e-mail address');
  await expect(page.getByRole('link', { name: 'Confirm my e-mail address' })).toHaveAttribute(
    'href',
    verifyLink(confirmation),
  );

  const user = await createPlainUser('rebranded');
  const reset = await (await anonClient()).auth.resetPasswordForEmail(user.email, {
    redirectTo: `${SITE}/auth?mode=reset`,
  });
  expect(reset.error).toBeNull();
  const recovery = (await waitForMail(user.email, /password/i)) as Mail;
  expect(recovery.subject).toBe('Reset your Tanzania Safari Adventures password');
  await expectBranded(page, recovery, 'Reset your password');

  // The link still does what it did: it confirms the address and signs the traveller in.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(verifyLink(confirmation));
  await expect(page).toHaveURL(/\/my-bookings$/, { timeout: 20_000 });
});
