// The forms and personal pages in German and French (issue 41): the schemas' messages and the
// toasts in the page's language, the sign-in tabs, /my-bookings signed out, and how /de/contact,
// /fr/booking and /de/auth look on a phone and a laptop (no wider than the screen).
import type { Page } from '@playwright/test';
import { uniqueToken } from '../support/backend.ts';
import { contactMessagesOf } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the German contact form: German messages when empty, the German note and toast when sent', async ({
  page,
}) => {
  await page.goto('/de/contact');
  await expect(page.getByRole('heading', { name: 'Hinterlassen Sie uns Ihre Kontaktdaten' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Nachricht senden' });
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte füllen Sie alle Felder aus' })).toContainText(
    'Fehler',
  );
  for (const field of ['name', 'phone', 'email', 'message'])
    await expect(page.locator(`#${field}-error`)).toHaveText('Bitte füllen Sie alle Felder aus');
  await page.locator('#email').fill('keine-adresse');
  await send.click();
  await expect(page.locator('#email-error')).toHaveText('Ungültige E-Mail-Adresse');

  const values = {
    name: 'Jonas Weber',
    phone: '+49 151 2345 6789',
    email: `jonas.${uniqueToken()}@example.com`,
    message: 'Ist der Ngorongoro-Krater im April geöffnet? Wir sind zwei Erwachsene.',
  };
  await expect(page.locator('label[for="message"]')).toHaveText('Nachricht *');
  await expect(page.locator('label[for="phone"]')).toHaveText('Telefon *');
  await page.locator('#name').fill(values.name);
  await page.locator('#phone').fill(values.phone);
  await page.locator('#email').fill(values.email);
  await page.locator('#message').fill(values.message);
  await send.click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Ihre Nachricht wurde gesendet. Wir melden uns bald bei Ihnen!' }),
  ).toContainText('Erledigt!');
  const note = page.getByTestId('contact-receipt');
  await expect(note).toContainText('Nachricht gesendet');
  await expect(note).toContainText(`Wir antworten an ${values.email}, meist innerhalb eines Tages.`);
  await expect(page.getByRole('region', { name: 'Benachrichtigungen' })).toBeVisible();
  expect(await contactMessagesOf(values.email)).toEqual([{ ...values, status: 'unread' }]);
});

test('/fr/auth: French tabs, labels and messages', async ({ page }) => {
  await page.goto('/fr/auth');
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Se connecter ou créer un compte' });
  await expect(tabs.getByRole('tab')).toHaveText(['Connexion', 'Créer un compte']);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.locator('#signin-email-error')).toHaveText('Veuillez saisir votre adresse e-mail');
  await expect(page.locator('#signin-password-error')).toHaveText('Veuillez saisir votre mot de passe');

  await tabs.getByRole('tab', { name: 'Créer un compte' }).click();
  await expect(
    page.getByText('Le mot de passe doit comporter au moins 8 caractères, dont une lettre et un chiffre'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Conditions d’utilisation' })).toHaveAttribute(
    'href',
    '/fr/terms',
  );
  await tabs.getByRole('tab', { name: 'Connexion' }).click();
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { name: 'Réinitialiser votre mot de passe' })).toBeVisible();
});

test('/de/my-bookings signed out asks to sign in, in German', async ({ page }) => {
  await page.goto('/de/my-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Buchungen' })).toBeVisible();
  const prompt = page.getByTestId('my-bookings-sign-in');
  await expect(prompt).toContainText(
    'Melden Sie sich an, um Ihre Buchungsanfragen und deren Status zu sehen.',
  );
  await expect(prompt.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/auth');
  await expect(prompt.getByRole('link', { name: 'Safari buchen' })).toHaveAttribute('href', '/de/booking');
});

/** The whole page, scrolled through first (lazy images and frames), at `width`; never wider. */
async function lookAt(page: Page, address: string, width: number, path: string) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBeLessThanOrEqual(width);
  await page.screenshot({ path, fullPage: true });
}

test('/de/contact, /fr/booking and /de/auth at 390 and 1366 px', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  for (const [address, name] of [
    ['/de/contact', 'de-contact'],
    ['/fr/booking', 'fr-booking'],
    ['/de/auth', 'de-auth'],
  ] as const) {
    for (const width of [390, 1366])
      await lookAt(page, address, width, testInfo.outputPath(`${name}-${width}.png`));
  }
  // The custom safari form's messages in French, below their fields.
  await page.goto('/fr/booking');
  await page.getByRole('button', { name: 'Envoyer la demande de réservation' }).click();
  await expect(page.locator('#fullName-error')).toHaveText('Le nom doit comporter au moins 2 caractères');
  await expect(page.locator('#tourTypes-error')).toHaveText('Veuillez choisir au moins un type de circuit');
  await page.screenshot({ path: testInfo.outputPath('fr-booking-errors-1366.png'), fullPage: true });
});
