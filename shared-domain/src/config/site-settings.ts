import { z } from 'zod/mini';

// Operator data (PRODUCT.md §5). Components read these through the run-time configuration,
// never from literals of their own, so the operator can change them without a rebuild.
const socialLinkSchema = z.object({
  label: z.string().check(z.minLength(1)),
  url: z.url(),
});

const siteStatSchema = z.object({
  value: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
});

export const siteSettingsSchema = z.object({
  brandName: z.string().check(z.minLength(1)),
  tagline: z.string().check(z.minLength(1)),
  phone: z.string().check(z.minLength(5)),
  whatsappNumber: z.string().check(z.regex(/^\d{8,15}$/, 'digits only, with the country code')),
  email: z.email(),
  officeAddress: z.string().check(z.minLength(1)),
  /** The office's street address, shown on /contact beside (and instead of) the map. */
  streetAddress: z.string().check(z.minLength(1)),
  /** Opens the office in a maps site or app: the contact page's way there when the frame fails. */
  mapLinkUrl: z.url(),
  location: z.string().check(z.minLength(1)),
  mapEmbedUrl: z.url(),
  officeHours: z.string().check(z.minLength(1)),
  emergencyPhone: z.string().check(z.minLength(5)),
  social: z.array(socialLinkSchema).check(z.length(3)),
  /** Prefilled text of the booking page's chat button. */
  whatsappGreeting: z.string().check(z.minLength(1)),
  emergencyNote: z.string().check(z.minLength(1)),
  operatingSince: z.number().check(z.int(), z.minimum(1900)),
  stats: z.array(siteStatSchema).check(z.minLength(1)),
  /** The operator's tourism licence (TALA) number, shown in the footer; the operator's to set. */
  licenceNumber: z.optional(z.string()),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type SiteStat = z.infer<typeof siteStatSchema>;

/**
 * Used until the run-time configuration is read, and for any field it leaves out. The texts
 * the seeds give are kept as they are ('Arusha, Tanzania', the office hours); contact details
 * are the operator's to set in /config.json (see docs/runtime-config.md).
 */
export const defaultSiteSettings: SiteSettings = {
  brandName: 'Tanzania Safari Adventures',
  tagline: 'Your gateway to African adventures',
  phone: '+255 754 000 000',
  whatsappNumber: '255754000000',
  email: 'info@tanzania-safari.example',
  officeAddress: 'Arusha, Tanzania',
  streetAddress: 'Sokoine Road, Arusha, Tanzania',
  mapLinkUrl: 'https://www.openstreetmap.org/?mlat=-3.3731&mlon=36.6940#map=16/-3.3731/36.6940',
  location: 'Arusha, Tanzania',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=36.66%2C-3.40%2C36.72%2C-3.35&layer=mapnik',
  officeHours: 'Mon-Sat: 8:00 AM - 6:00 PM (EAT)',
  emergencyPhone: '+255 754 000 000',
  social: [
    { label: 'Facebook', url: 'https://www.facebook.com/' },
    { label: 'Instagram', url: 'https://www.instagram.com/' },
    { label: 'X', url: 'https://x.com/' },
  ],
  whatsappGreeting: "Hello! I'd like to book a safari with you.",
  emergencyNote: '24/7 for booked clients',
  operatingSince: 2010,
  stats: [
    { value: '500+', label: 'Happy Travelers' },
    { value: '4.9', label: 'Average Rating' },
  ],
};

/** The chat link of the booking page: opens a chat with the office, greeting prefilled. */
export function whatsappChatUrl(settings: Pick<SiteSettings, 'whatsappNumber' | 'whatsappGreeting'>): string {
  return `https://wa.me/${settings.whatsappNumber}?text=${encodeURIComponent(settings.whatsappGreeting)}`;
}

/** A tel: link for a phone number as the operator writes it ('+255 754 000 000'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
