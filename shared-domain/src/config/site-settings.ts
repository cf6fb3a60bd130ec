import { type Check, email, integer, list, record, text, url } from './config-checks.ts';

// Operator data (docs/product.md §14). Components read these through the run-time configuration,
// never from literals of their own, so the operator can change them without a rebuild.
export interface SocialLink {
  label: string;
  url: string;
}

export interface SiteStat {
  value: string;
  label: string;
}

/**
 * The terms a proposal starts from (staff change them per proposal): a deposit of this percentage
 * of the total, due so many days after the traveller accepts; the balance so many days before the
 * trip starts; a reminder so many days before each payment is due (decision 185).
 */
export interface PaymentTerms {
  depositPercent: number;
  depositDueDays: number;
  balanceDaysBeforeStart: number;
  reminderDaysBefore: number;
}

/** How travellers pay the office, as shown on /my-bookings and in the payment mails. */
export interface PaymentInstructions {
  /** Bank, account name and number, SWIFT code, the reference to quote. */
  bankTransfer?: string;
  /** The mobile money service, number and name, the reference to quote. */
  mobileMoney?: string;
}

export interface SiteSettings {
  brandName: string;
  tagline: string;
  phone: string;
  whatsappNumber: string;
  email: string;
  officeAddress: string;
  /** The office's street address, shown on /contact beside (and instead of) the map. */
  streetAddress: string;
  /** Opens the office in a maps site or app: the contact page's way there when the frame fails. */
  mapLinkUrl: string;
  location: string;
  mapEmbedUrl: string;
  officeHours: string;
  emergencyPhone: string;
  social: SocialLink[];
  /** Prefilled text of the booking page's chat button. */
  whatsappGreeting: string;
  emergencyNote: string;
  operatingSince: number;
  stats: SiteStat[];
  /** The operator's tourism licence (TALA) number, shown in the footer; the operator's to set. */
  licenceNumber?: string;
  paymentTerms: PaymentTerms;
  /** The operator's to set; until then travellers are asked to contact the office to pay. */
  paymentInstructions?: PaymentInstructions;
  /**
   * The operator's own wording of these texts in another language, by language ('de'): a German
   * page shows it; without it, the site's translation of a default text, or the text as set.
   */
  translations?: Record<string, SettingsTranslation>;
}

/** The operator's wording of their texts in one language (`settings.translations.de`). */
interface SettingsTranslation {
  readonly [text: string]: string | PaymentInstructions | readonly (string | null)[] | undefined;
  /** How to pay in this language; a way left out shows as `paymentInstructions` words it. */
  readonly paymentInstructions?: PaymentInstructions;
  /** The figures' labels in this language, in `stats`' order; null keeps one as it would read. */
  readonly statLabels?: readonly (string | null)[];
}

const filled = text({ minLength: 1 });
const days = integer({ minimum: 0, maximum: 365 });
const phoneNumber = text({ minLength: 5 });
/** A setting the operator may leave out altogether (the licence number until it is issued). */
const optionalFilled: Check<string | undefined> = (value, path, issues) =>
  value === undefined ? undefined : filled(value, path, issues);

/** What each operator setting must be; /config.json may leave any of them out. */
export const siteSettingsChecks = {
  brandName: filled,
  tagline: filled,
  phone: phoneNumber,
  whatsappNumber: text({ pattern: /^\d{8,15}$/, patternMessage: 'digits only, with the country code' }),
  email,
  officeAddress: filled,
  streetAddress: filled,
  mapLinkUrl: url,
  location: filled,
  mapEmbedUrl: url,
  officeHours: filled,
  emergencyPhone: phoneNumber,
  social: list(record<SocialLink>({ label: filled, url }), { length: 3 }),
  whatsappGreeting: filled,
  emergencyNote: filled,
  operatingSince: integer({ minimum: 1900 }),
  stats: list(record<SiteStat>({ value: filled, label: filled }), { minLength: 1 }),
  licenceNumber: optionalFilled,
  paymentTerms: record<PaymentTerms>({
    depositPercent: integer({ minimum: 0, maximum: 100 }),
    depositDueDays: days,
    balanceDaysBeforeStart: days,
    reminderDaysBefore: days,
  }),
  paymentInstructions: (value, path, issues) =>
    value === undefined
      ? undefined
      : record<PaymentInstructions>(
          { bankTransfer: optionalFilled, mobileMoney: optionalFilled },
          { partial: true },
        )(value, path, issues),
  // Taken as given: a page uses only the texts it can (public-site/src/i18n/operator.ts), and
  // `pnpm check:settings` names every wrong one (translationProblems). Kept out of the code every
  // page loads.
  translations: (value) => value as SiteSettings['translations'],
} satisfies { [K in keyof SiteSettings]-?: Check<SiteSettings[K]> };

/** Whether a complete set of settings (the defaults, a fixture) passes every check. */
export function isValidSiteSettings(input: unknown): boolean {
  return record<SiteSettings>(siteSettingsChecks)(input, [], []) !== undefined;
}

/**
 * Used until the run-time configuration is read, and for any field it leaves out. The texts
 * the seeds give are kept as they are ('Arusha, Tanzania', the office hours); contact details
 * are the operator's to set in /config.json (see docs/runtime-config.md). The one source of the
 * defaults: the database's row for the booking mails (private.operator_settings) holds the same name
 * and contact details, and supabase/tests/operator-settings.test.ts fails when the two differ.
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
  paymentTerms: { depositPercent: 30, depositDueDays: 7, balanceDaysBeforeStart: 60, reminderDaysBefore: 7 },
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
