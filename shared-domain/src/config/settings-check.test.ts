import { describe, expect, it } from 'vitest';
import { configSettingsProblems, settingsStandIns } from './settings-check.ts';
import { defaultSiteSettings, type SiteSettings } from './site-settings.ts';

const operatorSettings: SiteSettings = {
  ...defaultSiteSettings,
  phone: '+255 27 254 8000',
  whatsappNumber: '255787123456',
  emergencyPhone: '+255 787 123 456',
  email: 'bookings@kilele-safaris.co.tz',
  streetAddress: 'Njiro Road, Plot 42, Arusha, Tanzania',
  licenceNumber: 'TALA 001234',
  paymentInstructions: {
    bankTransfer: 'CRDB Bank, Arusha branch, account 0150 2233 4400, SWIFT CORUTZTZ',
  },
  social: [
    { label: 'Facebook', url: 'https://www.facebook.com/kilelesafaris' },
    { label: 'Instagram', url: 'https://www.instagram.com/kilele.safaris/' },
    { label: 'X', url: 'https://x.com/kilelesafaris' },
  ],
};

const settingsOf = (problems: { setting: string }[]) => problems.map((problem) => problem.setting);

describe('settingsStandIns', () => {
  it('finds nothing in an operator’s real settings', () => {
    expect(settingsStandIns(operatorSettings)).toEqual([]);
  });

  it('lists every stand-in of the repository’s defaults', () => {
    expect(settingsOf(settingsStandIns(defaultSiteSettings))).toEqual([
      'email',
      'phone',
      'whatsappNumber',
      'emergencyPhone',
      'streetAddress',
      'licenceNumber',
      'paymentInstructions',
      'social[0].url',
      'social[1].url',
      'social[2].url',
    ]);
  });

  it('names the value to replace', () => {
    const [email, ...rest] = settingsStandIns({ ...operatorSettings, email: 'info@tanzania-safari.example' });
    expect(rest).toEqual([]);
    expect(email?.message).toContain('info@tanzania-safari.example');
  });

  it('treats example domains, bare network URLs and the default street as stand-ins', () => {
    const problems = settingsStandIns({
      ...operatorSettings,
      email: 'office@example.com',
      streetAddress: 'Sokoine Road, Arusha',
      licenceNumber: '   ',
      social: [
        { label: 'Facebook', url: 'https://facebook.com/' },
        { label: 'Instagram', url: 'https://instagram.com' },
        { label: 'X', url: 'https://x.com/kilelesafaris' },
      ],
    });
    expect(settingsOf(problems)).toEqual([
      'email',
      'streetAddress',
      'licenceNumber',
      'social[0].url',
      'social[1].url',
    ]);
  });

  it('wants at least one way to pay: bank transfer or mobile money', () => {
    expect(settingsOf(settingsStandIns({ ...operatorSettings, paymentInstructions: undefined }))).toEqual([
      'paymentInstructions',
    ]);
    expect(
      settingsOf(settingsStandIns({ ...operatorSettings, paymentInstructions: { mobileMoney: ' ' } })),
    ).toEqual(['paymentInstructions']);
    expect(
      settingsStandIns({
        ...operatorSettings,
        paymentInstructions: { mobileMoney: 'M-Pesa Lipa Namba 123456, Kilele Safaris Ltd' },
      }),
    ).toEqual([]);
  });

  it('does not mistake a real street that merely mentions Sokoine Road elsewhere', () => {
    expect(
      settingsStandIns({ ...operatorSettings, streetAddress: 'Plot 7, off Sokoine Road, Arusha, Tanzania' }),
    ).toEqual([]);
  });
});

describe('configSettingsProblems', () => {
  const file = (settings: object) => ({
    remotes: { publicSite: '/p/remoteEntry.js', adminApp: '/a/remoteEntry.js' },
    supabase: { url: 'https://abc.supabase.co', anonKey: 'key' },
    settings,
  });

  it('checks what the site would show: settings left out fall back to the stand-ins', () => {
    expect(configSettingsProblems(file(operatorSettings))).toEqual([]);
    const { licenceNumber: _omitted, ...withoutLicence } = operatorSettings;
    expect(settingsOf(configSettingsProblems(file(withoutLicence)))).toEqual(['licenceNumber']);
    expect(configSettingsProblems(file({})).length).toBeGreaterThan(5);
  });

  it('names each translation the pages cannot use', () => {
    const translations = {
      de: { tagline: 'Ihr Safari-Team in Arusha', location: '', motto: 'x' },
      German: { tagline: 'x' },
      en: { tagline: 'x' },
    };
    expect(settingsOf(configSettingsProblems(file({ ...operatorSettings, translations })))).toEqual([
      'translations.de.location',
      'translations.de.motto',
      'translations.German',
      'translations.en',
    ]);
    expect(settingsOf(configSettingsProblems(file({ ...operatorSettings, translations: ['de'] })))).toEqual([
      'translations',
    ]);
  });

  it('takes the figures’ labels in each language, one per figure', () => {
    const stats = operatorSettings.stats ?? defaultSiteSettings.stats;
    const fine = { de: { statLabels: stats.map((_stat, index) => (index === 0 ? null : `Zahl ${index}`)) } };
    expect(configSettingsProblems(file({ ...operatorSettings, translations: fine }))).toEqual([]);
    const translations = {
      de: { statLabels: [...stats.map(() => 'Zahl'), 'eine zu viel'] },
      fr: { statLabels: ['', 7] },
      // One list, not a text.
      it: { statLabels: 'Viaggiatori' },
    };
    expect(settingsOf(configSettingsProblems(file({ ...operatorSettings, translations })))).toEqual([
      'translations.de.statLabels',
      'translations.fr.statLabels.0',
      'translations.fr.statLabels.1',
      'translations.it',
    ]);
  });

  it('takes the payment instructions in each language, and names what no page could show', () => {
    const translations = {
      de: { paymentInstructions: { bankTransfer: 'CRDB Bank, Filiale Arusha, Konto 0150 2233 4400' } },
      fr: {
        paymentInstructions: { bankTransfer: ' ', mobileMoney: 'M-Pesa 123456', paypal: 'x' },
      },
    };
    expect(settingsOf(configSettingsProblems(file({ ...operatorSettings, translations })))).toEqual([
      'translations.fr.paymentInstructions.bankTransfer',
      'translations.fr.paymentInstructions.mobileMoney',
      'translations.fr.paymentInstructions.paypal',
    ]);
    const [notOffered] = configSettingsProblems(file({ ...operatorSettings, translations })).filter(
      (problem) => problem.setting.endsWith('mobileMoney'),
    );
    expect(notOffered?.message).toMatch(/paymentInstructions\.mobileMoney is not set/);
    expect(
      settingsOf(
        configSettingsProblems(
          file({ ...operatorSettings, translations: { de: { paymentInstructions: 'Überweisung' } } }),
        ),
      ),
    ).toEqual(['translations.de.paymentInstructions']);
  });

  it('reports a file the site would refuse', () => {
    const [problem] = configSettingsProblems({ settings: {} });
    expect(problem?.setting).toBe('(file)');
    expect(problem?.message).toMatch(/remotes/);
  });
});
