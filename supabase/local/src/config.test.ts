import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSiteSettings } from '@safari/shared-domain';
import { describe, expect, it } from 'vitest';
import { authMail } from './auth/mail-templates.ts';
import { ConfigError, loadProjectConfig, parseProjectConfig } from './config.ts';
import { defaultConfigFile } from './paths.ts';
import { startTestServer } from './test-support/harness.ts';

describe('supabase/config.toml', () => {
  it('the project file asks for confirmations and guards the admin function', async () => {
    const config = await loadProjectConfig(defaultConfigFile);
    expect(config.auth).toMatchObject({
      autoConfirm: false,
      enableSignup: true,
      jwtExpirySeconds: 3600,
      minPasswordLength: 8,
      passwordRequirements: 'letters_digits',
      rateLimits: { emailMinIntervalSeconds: 60, emailsPerHourPerAddress: 4 },
    });
    expect(config.functions['admin-user-management']).toEqual({ verifyJwt: true, enabled: true });
  });

  it("brands every account mail with the operator's name, colours and contact (decision 138)", async () => {
    const { auth } = await loadProjectConfig(defaultConfigFile);
    const templates = auth.mailTemplates ?? {};
    expect(Object.keys(templates).sort()).toEqual([
      'confirmation',
      'email_change',
      'invite',
      'magic_link',
      'recovery',
    ]);
    for (const [kind, template] of Object.entries(templates)) {
      expect(template.subject, kind).toContain(defaultSiteSettings.brandName);
      for (const text of [
        defaultSiteSettings.brandName,
        defaultSiteSettings.email,
        defaultSiteSettings.phone,
        defaultSiteSettings.streetAddress,
        '{{ .ConfirmationURL }}',
        '#b45309',
      ]) {
        expect(template.html, `${kind}: ${text}`).toContain(text);
      }
      expect(template.html, kind).not.toMatch(/Follow this link/);
    }
    const mail = authMail(
      'amina@example.com',
      'signup',
      'http://127.0.0.1:3000/auth/v1/verify?token=a&type=signup',
      {
        siteUrl: 'http://127.0.0.1:3000',
        redirectTo: 'http://127.0.0.1:3000/auth',
        templates,
      },
    );
    expect(mail.subject).toBe('Confirm your e-mail address for Tanzania Safari Adventures');
    expect(mail.html).toContain('href="http://127.0.0.1:3000/auth/v1/verify?token=a&amp;type=signup"');
    expect(mail.html).toContain('someone using amina@example.com');
    expect(mail.text).toContain(
      'Confirm my e-mail address: http://127.0.0.1:3000/auth/v1/verify?token=a&type=signup',
    );
    expect(mail.text).toContain('Questions? Call +255 754 000 000 or write to info@tanzania-safari.example.');
    expect(mail.text).not.toMatch(/<|&amp;/);
  });

  it('refuses a template it could not render as GoTrue would, naming the key', async () => {
    expect(() => parseProjectConfig('[auth.email.template.welcome]\nsubject = "Hi"')).toThrow(
      /\[auth.email.template.welcome\] is not a GoTrue mail/,
    );
    expect(() => parseProjectConfig('[auth.email.template.recovery]\nsubject = "Code {{ .Token }}"')).toThrow(
      /auth.email.template.recovery.subject: "\{\{ .Token \}\}" is not supported/,
    );
    const dir = await mkdtemp(join(tmpdir(), 'config-templates-'));
    try {
      await mkdir(join(dir, 'supabase', 'templates'), { recursive: true });
      const file = join(dir, 'supabase', 'config.toml');
      await writeFile(
        file,
        '[auth.email.template.confirmation]\ncontent_path = "./supabase/templates/c.html"\n',
      );
      await expect(loadProjectConfig(file)).rejects.toThrow(/content_path: cannot read .*c\.html \(ENOENT\)/);
      await writeFile(join(dir, 'supabase', 'templates', 'c.html'), '{{ if .Data }}x{{ end }}');
      await expect(loadProjectConfig(file)).rejects.toThrow(/"\{\{ if .Data \}\}" is not supported/);
      await writeFile(
        join(dir, 'supabase', 'templates', 'c.html'),
        '<p>{{ .Email }}: <a href="{{ .ConfirmationURL }}">go</a></p>',
      );
      const { auth } = await loadProjectConfig(file);
      expect(auth.mailTemplates?.confirmation?.html).toContain('{{ .ConfirmationURL }}');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('resolves env() references and refuses wrong types with the key in the message', () => {
    const parsed = parseProjectConfig('[auth]\nsite_url = "env(SITE)"\n[auth.email]\nmax_frequency = "5m"', {
      SITE: 'https://safari.example',
    });
    expect(parsed.auth.siteUrl).toBe('https://safari.example');
    expect(parsed.auth.rateLimits).toEqual({ emailMinIntervalSeconds: 300 });
    expect(() => parseProjectConfig('[auth]\njwt_expiry = "an hour"')).toThrow(
      /auth.jwt_expiry must be a number/,
    );
    expect(() => parseProjectConfig('[auth')).toThrow(ConfigError);
    expect(() => parseProjectConfig('[auth]\npassword_requirements = "digits"')).toThrow(
      /auth.password_requirements must be one of "", "letters_digits", "lower_upper_letters_digits", "lower_upper_letters_digits_symbols"/,
    );
  });

  it('the server honours it: confirmations off give a session at sign-up, a short jwt_expiry shows in the token', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'config-test-'));
    const file = join(dir, 'config.toml');
    await writeFile(
      file,
      '[auth]\njwt_expiry = 600\nminimum_password_length = 10\npassword_requirements = "letters_digits"\n[auth.email]\nenable_confirmations = false\n',
    );
    // PostgreSQL boots faster than PGlite; the Auth settings do not depend on the database.
    const server = await startTestServer('postgres', { configFile: file });
    try {
      const { data, error } = await server
        .client()
        .auth.signUp({ email: 'quick@example.test', password: 'serengeti-2026' });
      expect(error).toBeNull();
      expect(data.session?.expires_in).toBe(600);
      const weak = await server.client().auth.signUp({ email: 'weak@example.test', password: 'serengeti' });
      expect(weak.error?.message).toBe(
        'Password should be at least 10 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      );
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
