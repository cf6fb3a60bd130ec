// The account mails in the traveller's language (issue 41): the project's templates have German
// and French translations beside them, chosen by the account's language or the page's.
import { describe, expect, it } from 'vitest';
import { loadProjectConfig } from '../config.ts';
import { defaultConfigFile } from '../paths.ts';
import { authMail, mailLanguage } from './mail-templates.ts';
import { startAuthHarness } from './test-harness.ts';

const link = 'http://127.0.0.1:3000/auth/v1/verify?token=t';

describe('account mails in the traveller’s language', () => {
  it('the confirmation and reset mails have German and French translations, English as before', async () => {
    const { auth } = await loadProjectConfig(defaultConfigFile);
    const templates = auth.mailTemplates ?? {};
    const mail = (kind: 'signup' | 'recovery', language: string | null) =>
      authMail('amina@example.com', kind, link, {
        siteUrl: 'http://127.0.0.1:3000',
        redirectTo: '/',
        templates,
        language,
      });
    expect(mail('signup', null).subject).toBe('Confirm your e-mail address for Tanzania Safari Adventures');
    expect(mail('signup', 'en').subject).toBe('Confirm your e-mail address for Tanzania Safari Adventures');
    expect(mail('recovery', null).subject).toBe('Reset your Tanzania Safari Adventures password');
    expect(mail('signup', 'de').subject).toBe(
      'Bestätigen Sie Ihre E-Mail-Adresse für Tanzania Safari Adventures',
    );
    expect(mail('signup', 'de').text).toContain('Meine E-Mail-Adresse bestätigen');
    expect(mail('signup', 'fr').subject).toBe(
      'Confirmez votre adresse e-mail pour Tanzania Safari Adventures',
    );
    expect(mail('recovery', 'de').subject).toBe(
      'Setzen Sie Ihr Passwort für Tanzania Safari Adventures zurück',
    );
    expect(mail('recovery', 'fr').subject).toBe(
      'Réinitialisez votre mot de passe Tanzania Safari Adventures',
    );
    expect(mail('recovery', 'fr').html).toContain('<html lang="fr">');
    for (const language of ['de', 'fr']) {
      for (const kind of ['signup', 'recovery'] as const) {
        const { html, text } = mail(kind, language);
        expect(html, `${kind} ${language}`).toContain(link);
        expect(text, `${kind} ${language}`).toContain('amina@example.com');
        expect(text, `${kind} ${language}`).not.toMatch(/If the button|Questions\?|ignore this mail/);
      }
    }
    // A language without a translation gets the English mail.
    expect(mail('signup', 'it').subject).toBe('Confirm your e-mail address for Tanzania Safari Adventures');
  });

  it('are written in the account’s language, or for a reset in the language of the page it was asked on', () => {
    expect(mailLanguage('signup', { language: 'fr' }, 'http://x/auth')).toBe('fr');
    expect(mailLanguage('signup', {}, 'http://x/de/auth')).toBe('de');
    expect(mailLanguage('signup', null, 'http://x/auth')).toBeNull();
    expect(mailLanguage('recovery', { language: 'fr' }, 'http://x/de/auth?mode=reset')).toBe('de');
    expect(mailLanguage('recovery', { language: 'fr' }, 'http://x/auth?mode=reset')).toBe('fr');
    expect(mailLanguage('recovery', null, 'not a url')).toBeNull();
  });

  it('a sign-up with German in its metadata gets the German confirmation mail; a reset from a French page the French one', async () => {
    const { auth } = await loadProjectConfig(defaultConfigFile);
    const harness = await startAuthHarness('pglite', { ...auth, rateLimits: false });
    try {
      const post = (path: string, body: unknown) =>
        fetch(`${harness.url}/auth/v1/${path}`, {
          method: 'POST',
          headers: { apikey: harness.anonKey, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const email = 'hans@example.com';
      const signUp = await post(`signup?redirect_to=${encodeURIComponent(`${harness.url}/de/auth`)}`, {
        email,
        password: 'a long enough passphrase 42',
        data: { language: 'de' },
      });
      expect(signUp.status).toBe(200);
      expect(harness.mailer.lastTo(email)?.subject).toBe(
        'Bestätigen Sie Ihre E-Mail-Adresse für Tanzania Safari Adventures',
      );
      const recover = await post(
        `recover?redirect_to=${encodeURIComponent(`${harness.url}/fr/auth?mode=reset`)}`,
        { email },
      );
      expect(recover.status).toBe(200);
      expect(harness.mailer.lastTo(email)?.subject).toBe(
        'Réinitialisez votre mot de passe Tanzania Safari Adventures',
      );
    } finally {
      await harness.close();
    }
  });
});
