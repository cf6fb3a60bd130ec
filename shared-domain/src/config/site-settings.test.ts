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
});
