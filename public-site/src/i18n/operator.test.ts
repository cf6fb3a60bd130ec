import { defaultSiteSettings } from '@safari/shared-domain';
import { describe, expect, it } from 'vitest';
import { settingsIn } from './operator.ts';

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
