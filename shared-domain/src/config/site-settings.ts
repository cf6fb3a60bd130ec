import { z } from 'zod/mini';

// Operator data (PRODUCT.md §5). Components read these through the run-time configuration,
// never from literals of their own, so the operator can change them without a rebuild.
export const socialLinkSchema = z.object({
  label: z.string().check(z.minLength(1)),
  url: z.url(),
});

export const siteSettingsSchema = z.object({
  brandName: z.string().check(z.minLength(1)),
  tagline: z.string().check(z.minLength(1)),
  phone: z.string().check(z.minLength(5)),
  whatsappNumber: z.string().check(z.regex(/^\d{8,15}$/, 'digits only, with the country code')),
  email: z.email(),
  officeAddress: z.string().check(z.minLength(1)),
  location: z.string().check(z.minLength(1)),
  mapEmbedUrl: z.url(),
  officeHours: z.string().check(z.minLength(1)),
  emergencyPhone: z.string().check(z.minLength(5)),
  social: z.array(socialLinkSchema).check(z.length(3)),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;

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
};
