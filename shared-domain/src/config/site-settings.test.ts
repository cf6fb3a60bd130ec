import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, isValidSiteSettings, telHref, whatsappChatUrl } from './site-settings.ts';

describe('site settings', () => {
  it('keeps the seed’s texts: tagline, office hours, location, stats, operating since 2010', () => {
    expect(defaultSiteSettings.tagline).toBe('Your gateway to African adventures');
    expect(defaultSiteSettings.officeHours).toBe('Mon-Sat: 8:00 AM - 6:00 PM (EAT)');
    expect(defaultSiteSettings.location).toBe('Arusha, Tanzania');
    expect(defaultSiteSettings.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '500+ Happy Travelers',
      '4.9 Average Rating',
    ]);
    expect(defaultSiteSettings.operatingSince).toBe(2010);
    expect(defaultSiteSettings.emergencyNote).toBe('24/7 for booked clients');
    expect(isValidSiteSettings(defaultSiteSettings)).toBe(true);
  });

  it('opens a chat with the office, greeting prefilled', () => {
    expect(
      whatsappChatUrl({
        whatsappNumber: '255754000000',
        whatsappGreeting: "Hello! I'd like to book a safari.",
      }),
    ).toBe("https://wa.me/255754000000?text=Hello!%20I'd%20like%20to%20book%20a%20safari.");
    expect(whatsappChatUrl(defaultSiteSettings)).toMatch(/^https:\/\/wa\.me\/\d+\?text=.+safari/);
  });

  it('dials the number without its spacing', () => {
    expect(telHref('+255 754 000 000')).toBe('tel:+255754000000');
    expect(telHref('(0754) 12-34')).toBe('tel:07541234');
  });

  it('has the office’s street address and an open-in-maps link for the contact page (issue 16)', () => {
    expect(defaultSiteSettings.streetAddress).toMatch(/Arusha/);
    expect(new URL(defaultSiteSettings.mapLinkUrl).protocol).toBe('https:');
    expect(isValidSiteSettings({ ...defaultSiteSettings, mapLinkUrl: 'not a url' })).toBe(false);
    expect(isValidSiteSettings({ ...defaultSiteSettings, streetAddress: '' })).toBe(false);
  });

  it('starts proposals from a 30 % deposit due in 7 days and the balance 60 days before the trip', () => {
    expect(defaultSiteSettings.paymentTerms).toEqual({
      depositPercent: 30,
      depositDueDays: 7,
      balanceDaysBeforeStart: 60,
      reminderDaysBefore: 7,
    });
    const terms = (change: object) => ({
      ...defaultSiteSettings,
      paymentTerms: { ...defaultSiteSettings.paymentTerms, ...change },
    });
    expect(isValidSiteSettings(terms({ depositPercent: 101 }))).toBe(false);
    expect(isValidSiteSettings(terms({ depositPercent: 12.5 }))).toBe(false);
    expect(isValidSiteSettings(terms({ balanceDaysBeforeStart: -1 }))).toBe(false);
    expect(isValidSiteSettings(terms({ reminderDaysBefore: 366 }))).toBe(false);
    expect(isValidSiteSettings(terms({ depositPercent: 0, balanceDaysBeforeStart: 0 }))).toBe(true);
  });

  it('leaves the payment instructions to the operator, and takes either way to pay', () => {
    expect(defaultSiteSettings.paymentInstructions).toBeUndefined();
    expect(
      isValidSiteSettings({ ...defaultSiteSettings, paymentInstructions: { mobileMoney: 'M-Pesa 123' } }),
    ).toBe(true);
    expect(isValidSiteSettings({ ...defaultSiteSettings, paymentInstructions: { bankTransfer: '' } })).toBe(
      false,
    );
    expect(isValidSiteSettings({ ...defaultSiteSettings, paymentInstructions: 'pay us' })).toBe(false);
  });
});
