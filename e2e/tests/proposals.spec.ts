// Issue 37, from request to accepted proposal: staff build a proposal from a custom request (two
// days of a catalogue tour and one of their own) and send it; the traveller opens the link on a
// phone, downloads the PDF, asks for a change; staff see it live and send version 2; the old link
// says version 2 is current and refuses acceptance; the traveller accepts version 2 and the
// booking is confirmed at its total; staff record the deposit, /my-bookings shows paid and due, and
// the balance is reminded on its day (the test moves the sweep's clock), never once it is paid.
import { toast } from '../support/admin-page.ts';
import { adminClient, SITE, signInBrowser } from '../support/backend.ts';
import {
  expectBalanceRemindedOnceThenPaid,
  openPayments,
  recordNextDue,
  sweepRemindersToday,
} from '../support/payments.ts';
import {
  addDay,
  addDaysFromTour,
  askForChanges,
  downloadedPdfText,
  expectNoSidewaysScroll,
  newTraveller,
  openProposalFromBookings,
  proposalForm,
  proposalLinkFromMail,
  requestCustomSafariAs,
  sendVersion,
  setPrices,
  tryToAccept,
} from '../support/proposals.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 300_000 });

const SERENGETI = '8 Day Explore Serengeti Great Wildebeests Migration Tour';

test('a proposal from request to acceptance: v1, a change asked live, v2 accepted at its total', async ({
  page: staff,
  browser,
}, testInfo) => {
  const traveller = await newTraveller('proposal');
  const booking = await requestCustomSafariAs(traveller);

  // Staff: from the booking's details to a new proposal.
  await openProposalFromBookings(staff, booking.reference);
  const form = proposalForm(staff, booking.reference);
  await form.getByLabel('Title').fill('Serengeti plains and Zanzibar <beaches>');
  await addDaysFromTour(staff, SERENGETI, [1, 2]);
  await addDay(staff, 3, {
    place: 'Zanzibar',
    text: 'Flight to Zanzibar; an afternoon in Stone Town.',
    overnight: 'Emerson Spice',
    meals: ['Breakfast', 'Dinner'],
  });
  await expect(staff.getByTestId('proposal-day-1').getByLabel('Day 1 place')).not.toHaveValue('');
  await expect(staff.getByTestId('proposal-day-3').getByLabel('Day 3 place')).toHaveValue('Zanzibar');
  // Reorder and back: the third day moves up and returns.
  await staff.getByRole('button', { name: 'Move day 3 up' }).click();
  await expect(staff.getByTestId('proposal-day-2').getByLabel('Day 2 place')).toHaveValue('Zanzibar');
  await staff.getByRole('button', { name: 'Move day 2 down' }).click();
  await expect(staff.getByTestId('proposal-day-3').getByLabel('Day 3 place')).toHaveValue('Zanzibar');
  await setPrices(staff, '3000', '1500.50');
  await expect(staff.getByTestId('proposal-total')).toHaveText('$7,500.50');
  await form.getByLabel('A note for the traveller (optional)').fill('Karibu! <b>Asante</b> for asking us.');
  await staff.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    toast(staff, 'Draft Saved', `The proposal for ${booking.reference} is saved. Only staff see a draft.`),
  ).toBeVisible();

  await staff.screenshot({ path: testInfo.outputPath('proposal-editor-1366.png'), fullPage: true });
  await staff.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(staff);
  await staff.screenshot({ path: testInfo.outputPath('proposal-editor-390.png'), fullPage: true });
  await staff.setViewportSize({ width: 1366, height: 900 });

  await sendVersion(staff, 1, traveller.email);
  const v1 = await proposalLinkFromMail(traveller.email, booking.reference, 1);

  // The traveller opens the link on a phone, signed out: no index, no cache, no Referer.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const traveller1 = await phone.newPage();
  const answer = await traveller1.goto(v1);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow, noarchive');
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(
    traveller1.getByRole('heading', { name: 'Serengeti plains and Zanzibar <beaches>' }),
  ).toBeVisible();
  await expect(traveller1.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(traveller1.getByTestId('proposal-day')).toHaveCount(3);
  await expect(traveller1.getByTestId('proposal-total')).toHaveText('$7,500.50');
  await expect(traveller1.getByText('Karibu! <b>Asante</b> for asking us.')).toBeVisible();
  await expectNoSidewaysScroll(traveller1);

  const pdf = await downloadedPdfText(traveller1);
  expect(pdf.name).toBe(`proposal-${booking.reference}-v1.pdf`);
  expect(pdf.text).toContain('$7,500.50');
  expect(pdf.text).toContain('Tanzania Safari Adventures');
  expect(pdf.text).toContain('Day 3: Zanzibar');

  await askForChanges(traveller1, 'Could we spend one more night in Zanzibar?');

  // Staff see it without reloading, then send version 2 at a new price.
  await expect(
    toast(
      staff,
      'Changes Asked',
      'A traveller asked for changes to their proposal: “Could we spend one more night in Zanzibar?”',
    ),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(staff.getByTestId('proposal-change-request')).toHaveText(
    'Could we spend one more night in Zanzibar?',
  );
  await setPrices(staff, '3200', '1500.50');
  await expect(staff.getByTestId('proposal-total')).toHaveText('$7,900.50');
  await sendVersion(staff, 2, traveller.email);
  await expect(staff.getByTestId('proposal-versions')).toContainText('Replaced');

  // The page of version 1, still open: accepting it is refused, naming version 2.
  await tryToAccept(traveller1, traveller.name, 1);
  await expect(traveller1.getByTestId('proposal-refusal')).toHaveText(
    /^Version 1 of this proposal has been replaced: version 2 is the current one\./,
  );
  await traveller1.reload();
  await expect(traveller1.getByTestId('proposal-state')).toContainText(
    'Version 1 has been replaced: version 2 is the current one.',
  );
  await expect(traveller1.getByRole('button', { name: 'Accept version 1' })).toHaveCount(0);

  // Signed in, /my-bookings leads to version 2, which the traveller accepts.
  await signInBrowser(traveller1, traveller.email, traveller.password);
  await traveller1.goto('/my-bookings');
  const card = traveller1.locator(`[data-testid="my-booking"][data-reference="${booking.reference}"]`);
  await card.getByRole('link', { name: 'Open your proposal' }).click();
  await expect(traveller1).toHaveURL(
    new RegExp(`${await proposalLinkFromMail(traveller.email, booking.reference, 2)}$`),
  );
  await expect(traveller1.getByTestId('proposal-total')).toHaveText('$7,900.50');
  for (const width of [320, 390, 1366]) {
    await traveller1.setViewportSize({ width, height: width === 1366 ? 900 : 844 });
    await expectNoSidewaysScroll(traveller1);
    await traveller1.screenshot({ path: testInfo.outputPath(`proposal-page-${width}.png`), fullPage: true });
  }
  // Printed, it is the document alone: no site navigation, footer or forms.
  await traveller1.emulateMedia({ media: 'print' });
  await expect(traveller1.locator('footer')).toBeHidden();
  await expect(traveller1.locator('[data-remote="public-site"] > header')).toBeHidden();
  await expect(traveller1.getByRole('button', { name: 'Accept version 2' })).toBeHidden();
  await expect(traveller1.getByTestId('proposal-total')).toBeVisible();
  await traveller1.screenshot({ path: testInfo.outputPath('proposal-page-print.png'), fullPage: true });
  await traveller1.emulateMedia({ media: 'screen' });
  await traveller1.setViewportSize({ width: 390, height: 844 });
  await tryToAccept(traveller1, traveller.name, 2);
  await expect(traveller1.getByTestId('proposal-accepted')).toContainText(
    'Thank you: your booking is confirmed.',
  );
  await expect(traveller1.getByTestId('proposal-state')).toContainText(`Accepted by ${traveller.name}.`);

  const { data: confirmed } = await (await adminClient())
    .from('bookings')
    .select('status, amount, price')
    .eq('id', booking.id)
    .single();
  expect(confirmed).toEqual({ status: 'confirmed', amount: 7900.5, price: 7900.5 });
  await expect(
    toast(
      staff,
      'Proposal Accepted',
      'A traveller accepted version 2 of their proposal; the booking is confirmed.',
    ),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(staff.getByTestId('proposal-trail')).toContainText(
    `Version 2 accepted by ${traveller.name}: booking confirmed`,
  );

  // A second click (a replay of the request) changes nothing: the page says it is accepted.
  const replay = await traveller1.evaluate(
    async ([site, token]) => {
      const key = JSON.parse(await (await fetch(`${site}/config.json`)).text()).supabase.anonKey as string;
      const response = await fetch(`${site}/rest/v1/rpc/accept_proposal`, {
        method: 'POST',
        headers: { apikey: key, 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, accepted_name: 'Someone Else', terms_accepted: true }),
      });
      return response.json();
    },
    [SITE, traveller1.url().split('/proposal/')[1] ?? ''] as const,
  );
  expect(replay).toMatchObject({ outcome: 'already_accepted', version: 2, acceptedName: traveller.name });

  // The money (decisions 185-187): staff record the deposit the accepted terms ask for (30 % of
  // $7,900.50, due in a week), /my-bookings shows paid and due, and the balance (60 days before
  // the trip) is reminded on its day by the test's clock, and not after it is paid.
  const payments = await openPayments(staff, booking.reference);
  await expect(payments.getByTestId('payment-schedule').locator('tr.ant-table-row')).toHaveCount(2);
  await recordNextDue(staff, payments, booking.reference, 'Bank transfer', 'FT-DEPOSIT-1');
  await traveller1.goto('/my-bookings');
  await expect(card.getByTestId('my-booking-paid')).toContainText('Paid$2,370.15');
  await expect(card.getByTestId('my-booking-paid')).toContainText('Still to pay$5,530.35');
  await expect(card.getByTestId('my-booking-next-due')).toContainText('$5,530.35 by');
  const reminder = await expectBalanceRemindedOnceThenPaid(traveller.email, booking.reference);
  expect(reminder.subject).toContain('$5,530.35');
  await phone.close();
});

test.afterEach(sweepRemindersToday);
