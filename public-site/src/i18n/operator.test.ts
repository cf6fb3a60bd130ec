import { defaultSiteSettings } from '@safari/shared-domain';
import { describe, expect, it } from 'vitest';
import { settingsIn } from './settings-in.ts';

const site = { tagline: 'Ihr Tor zu afrikanischen Abenteuern', location: 'Arusha, Tansania' };

describe('settingsIn', () => {
  it('words a default text in the site’s translation', () => {
    const worded = settingsIn(defaultSiteSettings, 'de', site);
    expect(worded.tagline).toBe('Ihr Tor zu afrikanischen Abenteuern');
    expect(worded.location).toBe('Arusha, Tansania');
    expect(worded.phone).toBe(defaultSiteSettings.phone);
    expect(settingsIn(defaultSiteSettings, 'de', { stat0: 'Zufriedene Reisende' }).stats[0]?.label).toBe(
      'Zufriedene Reisende',
    );
  });

  it('prefers the operator’s own wording, and keeps a changed text they did not translate', () => {
    const settings = {
      ...defaultSiteSettings,
      tagline: 'Safaris since 2010',
      location: 'Moshi, Tanzania',
      translations: { de: { location: 'Moshi, Tansania' } },
    };
    const worded = settingsIn(settings, 'de', site);
    expect(worded.location).toBe('Moshi, Tansania');
    expect(worded.tagline).toBe('Safaris since 2010');
  });

  it('labels the figures in the operator’s wording for the language, else the site’s, else as written', () => {
    const settings = {
      ...defaultSiteSettings,
      stats: [
        { label: 'Happy Travelers', value: '1200+' },
        { label: 'Years in Arusha', value: '15' },
        { label: 'Guides', value: '12' },
      ],
      translations: { de: { statLabels: [null, 'Jahre in Arusha'] } },
    };
    const labels = (language: 'de' | 'fr') =>
      settingsIn(settings, language, {
        stat0: 'Zufriedene Reisende',
        stat1: 'Durchschnittliche Bewertung',
      }).stats.map((stat) => stat.label);
    expect(labels('de')).toEqual(['Zufriedene Reisende', 'Jahre in Arusha', 'Guides']);
    expect(labels('fr')).toEqual(['Zufriedene Reisende', 'Years in Arusha', 'Guides']);
  });

  it('shows how to pay in the operator’s wording for the language, else as they wrote it in English', () => {
    const settings = {
      ...defaultSiteSettings,
      paymentInstructions: { bankTransfer: 'CRDB Bank, account 0150', mobileMoney: 'M-Pesa 123456' },
      translations: {
        de: { paymentInstructions: { bankTransfer: 'CRDB Bank, Konto 0150' } },
        fr: { paymentInstructions: { mobileMoney: 'M-Pesa 123456, au nom de Kilele' } },
      },
    };
    expect(settingsIn(settings, 'de', site).paymentInstructions).toEqual({
      bankTransfer: 'CRDB Bank, Konto 0150',
      mobileMoney: 'M-Pesa 123456',
    });
    expect(settingsIn(settings, 'fr', site).paymentInstructions).toEqual({
      bankTransfer: 'CRDB Bank, account 0150',
      mobileMoney: 'M-Pesa 123456, au nom de Kilele',
    });
    // A way the operator does not offer stays unoffered, whatever a translation says.
    const bankOnly = { ...settings, paymentInstructions: { bankTransfer: 'CRDB Bank, account 0150' } };
    expect(
      settingsIn({ ...bankOnly, translations: { fr: settings.translations.fr } }, 'fr', site)
        .paymentInstructions,
    ).toEqual({ bankTransfer: 'CRDB Bank, account 0150' });
  });
});

describe('messages/*/operator.json', () => {
  it('translates exactly the settings check:settings lets the operator translate', async () => {
    const { TRANSLATED_SETTINGS } = await import('@safari/shared-domain/settings-check');
    const { default: area } = await import('virtual:messages/operator');
    expect(
      Object.keys(area.source)
        .filter((key) => !/^stat\d+$/.test(key))
        .sort(),
    ).toEqual([...TRANSLATED_SETTINGS].sort());
  });
});
