import { describe, expect, it } from 'vitest';
import {
  getSiteSettings,
  parseRuntimeConfig,
  RuntimeConfigError,
  setRuntimeConfig,
} from './runtime-config.ts';
import { defaultSiteSettings } from './site-settings.ts';

const minimal = {
  remotes: {
    publicSite: '/remotes/public-site/mf-manifest.json',
    adminApp: '/remotes/admin-app/mf-manifest.json',
  },
  supabase: { url: '/', anonKey: 'anon' },
};

describe('parseRuntimeConfig', () => {
  it('resolves relative URLs against the page and fills missing settings with the defaults', () => {
    const config = parseRuntimeConfig(
      { ...minimal, settings: { phone: '+255 700 111 222' } },
      'https://safari.example/tours?x=1',
    );
    expect(config.remotes.publicSite).toBe('https://safari.example/remotes/public-site/mf-manifest.json');
    expect(config.supabase.url).toBe('https://safari.example/');
    expect(config.settings.phone).toBe('+255 700 111 222');
    expect(config.settings.officeHours).toBe('Mon-Sat: 8:00 AM - 6:00 PM (EAT)');
  });

  it('keeps absolute remote URLs, so a remote can live on another origin', () => {
    const config = parseRuntimeConfig(
      { ...minimal, remotes: { ...minimal.remotes, adminApp: 'https://admin.cdn.example/mf-manifest.json' } },
      'https://safari.example/',
    );
    expect(config.remotes.adminApp).toBe('https://admin.cdn.example/mf-manifest.json');
  });

  it('takes the operator’s texts in other languages, and refuses translations that are not an object', () => {
    const config = parseRuntimeConfig(
      { ...minimal, settings: { translations: { de: { tagline: 'Safaris seit 2010' } } } },
      'https://safari.example/',
    );
    expect(config.settings.translations).toEqual({ de: { tagline: 'Safaris seit 2010' } });
    expect(() => parseRuntimeConfig({ ...minimal, settings: { translations: ['de'] } })).toThrowError(
      /settings\.translations/,
    );
  });

  it('names every invalid field', () => {
    expect(() =>
      parseRuntimeConfig({ remotes: { publicSite: '' }, settings: { email: 'nope' } }),
    ).toThrowError(RuntimeConfigError);
    try {
      parseRuntimeConfig({
        remotes: { publicSite: '' },
        supabase: { url: '/' },
        settings: { email: 'nope' },
      });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('remotes.publicSite');
      expect(message).toContain('remotes.adminApp');
      expect(message).toContain('supabase.anonKey');
      expect(message).toContain('settings.email');
    }
  });

  it('serves the defaults until a configuration is set, then the configured settings', () => {
    expect(getSiteSettings()).toEqual(defaultSiteSettings);
    setRuntimeConfig(
      parseRuntimeConfig({ ...minimal, settings: { brandName: 'Kilima Tours' } }, 'http://x/'),
    );
    expect(getSiteSettings().brandName).toBe('Kilima Tours');
  });
});
