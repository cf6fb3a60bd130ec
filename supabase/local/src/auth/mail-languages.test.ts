// The account mails in the traveller's language (issue 41, decision 236): the project's templates
// hold German and French beside English as a choice on the account's language, the one a hosted
// GoTrue renders too.
import { describe, expect, it } from 'vitest';
import { loadProjectConfig } from '../config.ts';
import { defaultConfigFile } from '../paths.ts';
import { authMail, checkTemplateText, mailLanguage, splitLanguageChoice } from './mail-templates.ts';
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
        expect(text, `${kind} ${language}`).not.toMatch(
          /If the button|Questions\?|ignore this mail|Your gateway/,
        );
        expect(html, `${kind} ${language}`).toMatch(
          new RegExp(`^<!doctype html>\\n<html lang="${language}">`),
        );
      }
    }
    expect(mail('signup', null).html).toMatch(/^<!doctype html>\n<html lang="en">[\s\S]*<\/html>$/);
    expect(mail('signup', null).html).not.toMatch(/\{\{|Bestätigen|Confirmez/);
    // A language without a translation gets the English mail.
    expect(mail('signup', 'it').subject).toBe('Confirm your e-mail address for Tanzania Safari Adventures');
  });

  it('are written in the account’s language, as hosted GoTrue chooses by .Data.language', () => {
    expect(mailLanguage({ language: 'fr' })).toBe('fr');
    expect(mailLanguage({ language: 'de', full_name: 'Hans' })).toBe('de');
    expect(mailLanguage({})).toBeNull();
    expect(mailLanguage(null)).toBeNull();
    expect(mailLanguage({ language: 7 })).toBeNull();
  });

  it('read a choice on the language as GoTrue would render it, and refuse one it cannot follow', () => {
    const when = (language: string) => `{{ if eq (printf "%v" .Data.language) "${language}" }}`;
    const elseWhen = (language: string) => `{{ else if eq (printf "%v" .Data.language) "${language}" }}`;
    expect(splitLanguageChoice(`${when('de')}Hallo{{ else }}Hello{{ end }}\n`, 'x')).toEqual({
      fallback: 'Hello',
      byLanguage: { de: 'Hallo' },
    });
    expect(
      splitLanguageChoice(`${when('de')}Hallo ${elseWhen('fr')}Bonjour {{else}}Hello {{end}}`, 'x'),
    ).toEqual({ fallback: 'Hello ', byLanguage: { de: 'Hallo ', fr: 'Bonjour ' } });
    expect(splitLanguageChoice('Hello {{ .Email }}', 'x')).toBeNull();
    // No default text, a language twice, words after the end, no end: each is refused at start.
    for (const text of [
      `${when('de')}Hallo{{ end }}`,
      `${when('de')}Hallo${elseWhen('de')}Servus{{ else }}Hello{{ end }}`,
      `${when('de')}Hallo{{ else }}Hello{{ end }} more`,
      `${when('de')}Hallo{{ else }}Hello`,
      `${when('de')}Hallo{{ else }}Hello{{ else }}Hi{{ end }}`,
    ]) {
      expect(() => checkTemplateText(text, 'subject'), text).toThrow(/subject: /);
    }
    // Inside a branch, only the variables this server fills.
    expect(() => checkTemplateText(`${when('de')}{{ .Token }}{{ else }}x{{ end }}`, 'file')).toThrow(
      /\{\{ \.Token \}\}/,
    );
  });

  it('a sign-up with German in its metadata gets the German confirmation mail and later the German reset mail, from any page', async () => {
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
      const reset = harness.mailer.lastTo(email);
      expect(reset?.subject).toBe('Setzen Sie Ihr Passwort für Tanzania Safari Adventures zurück');
      expect(reset?.html).toMatch(/^<!doctype html>\n<html lang="de">/);
      expect(reset?.text).not.toMatch(/\{\{|\}\}/);
    } finally {
      await harness.close();
    }
  });
});
