import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../i18n/languages.ts';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config.ts';
import type { SiteSettings } from './site-settings.ts';
import { TRANSLATED_SETTINGS } from './translated-settings.ts';

// The operator must not go live with the repository's stand-ins (docs/product.md §14). One rule, used by
// `pnpm check:settings` on a deployment's config.json and by the notice on the admin dashboard.

export interface SettingsProblem {
  /** The settings key to change in config.json, e.g. 'email' or 'social[0].url'. */
  readonly setting: string;
  readonly message: string;
}

/** Domains reserved for examples (RFC 2606): nobody receives mail there. */
function isExampleDomain(host: string): boolean {
  const domain = host.toLowerCase().replace(/\.$/, '');
  return (
    domain === 'example' ||
    domain.endsWith('.example') ||
    /(^|\.)example\.(com|net|org)$/.test(domain) ||
    domain.endsWith('.invalid') ||
    domain.endsWith('.test')
  );
}

/** A social network's own home page ('https://facebook.com/') rather than the operator's page on it. */
function isBareSiteUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.pathname === '/' || parsed.pathname === '') && parsed.search === '' && parsed.hash === '';
  } catch {
    return true;
  }
}

/** The repository's stand-in office street; an address starting so is not the operator's own. */
const STAND_IN_STREET = /^\s*sokoine road,\s*arusha\b/i;
/** The repository's stand-in phone number, '+255 754 000 000' however it is spaced. */
const STAND_IN_PHONE_DIGITS = '255754000000';

const blank = (value: string | undefined) => (value ?? '').trim() === '';
const digits = (value: string) => value.replace(/\D/g, '');

/**
 * What is wrong with `settings.translations`: a key that is not a language of the site, a text
 * that is not one of TRANSLATED_SETTINGS, `paymentInstructions` or `statLabels`, or one that is
 * empty. Pages skip what they cannot use.
 */
export function translationProblems(settings: SiteSettings): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const translations: unknown = settings.translations ?? {};
  if (typeof translations !== 'object' || translations === null || Array.isArray(translations))
    return [
      {
        setting: 'translations',
        message: 'Expected an object of languages, e.g. { "de": { "tagline": "…" } }.',
      },
    ];
  for (const [language, texts] of Object.entries(translations)) {
    const at = `translations.${language}`;
    if (!isLanguage(language) || language === DEFAULT_LANGUAGE) {
      problems.push({
        setting: at,
        message: `${language} is not one of the site's other languages (${LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).join(', ')}).`,
      });
      continue;
    }
    if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) {
      problems.push({ setting: at, message: 'Expected an object of texts, e.g. { "tagline": "…" }.' });
      continue;
    }
    for (const [key, text] of Object.entries(texts)) {
      if (key === 'paymentInstructions')
        problems.push(...instructionsTranslationProblems(settings, text, `${at}.${key}`));
      else if (key === 'statLabels') problems.push(...statLabelsProblems(settings, text, `${at}.${key}`));
      else if (!(TRANSLATED_SETTINGS as readonly string[]).includes(key))
        problems.push({
          setting: `${at}.${key}`,
          message: `Only these texts can be translated: ${[...TRANSLATED_SETTINGS, 'paymentInstructions', 'statLabels'].join(', ')}.`,
        });
      else if (typeof text !== 'string' || text.trim() === '')
        problems.push({ setting: `${at}.${key}`, message: 'Expected a text that is not empty.' });
    }
  }
  return problems;
}

/**
 * A language's labels of the figures on the About page: one text per figure of `stats`, in its
 * order (`null` leaves one as the page would show it without).
 */
function statLabelsProblems(settings: SiteSettings, value: unknown, at: string): SettingsProblem[] {
  if (!Array.isArray(value))
    return [
      { setting: at, message: 'Expected a list with a label for each figure of stats, e.g. ["…", "…"].' },
    ];
  if (value.length > settings.stats.length)
    return [
      {
        setting: at,
        message: `stats has ${settings.stats.length} figures; this list names ${value.length}.`,
      },
    ];
  return value.flatMap((label, index): SettingsProblem[] =>
    label === null || (typeof label === 'string' && label.trim() !== '')
      ? []
      : [{ setting: `${at}.${index}`, message: 'Expected a text that is not empty, or null.' }],
  );
}

const PAYMENT_WAYS = ['bankTransfer', 'mobileMoney'] as const;

/**
 * A language's wording of the payment instructions: `{ "bankTransfer": "…", "mobileMoney": "…" }`,
 * each a text that is not empty and translates a way `paymentInstructions` gives (a way the
 * English lacks would never show).
 */
function instructionsTranslationProblems(
  settings: SiteSettings,
  value: unknown,
  at: string,
): SettingsProblem[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [
      { setting: at, message: 'Expected an object, e.g. { "bankTransfer": "…", "mobileMoney": "…" }.' },
    ];
  return Object.entries(value).flatMap(([way, text]): SettingsProblem[] => {
    const setting = `${at}.${way}`;
    if (!(PAYMENT_WAYS as readonly string[]).includes(way))
      return [{ setting, message: `Only these can be translated: ${PAYMENT_WAYS.join(', ')}.` }];
    if (typeof text !== 'string' || text.trim() === '')
      return [{ setting, message: 'Expected a text that is not empty.' }];
    if (blank(settings.paymentInstructions?.[way as (typeof PAYMENT_WAYS)[number]]))
      return [
        {
          setting,
          message: `paymentInstructions.${way} is not set, so travellers are not offered this way to pay in any language.`,
        },
      ];
    return [];
  });
}

/** Every setting that still holds a stand-in or is missing, in the order of config.json. */
export function settingsStandIns(settings: SiteSettings): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const add = (setting: string, message: string) => problems.push({ setting, message });

  const mailDomain = settings.email.split('@')[1] ?? '';
  if (isExampleDomain(mailDomain)) {
    add(
      'email',
      `The e-mail address ${settings.email} is a stand-in: nobody receives mail at ${mailDomain}.`,
    );
  }
  if (digits(settings.phone) === STAND_IN_PHONE_DIGITS) {
    add('phone', `The phone number ${settings.phone} is a stand-in.`);
  }
  if (digits(settings.whatsappNumber) === STAND_IN_PHONE_DIGITS) {
    add('whatsappNumber', `The WhatsApp number ${settings.whatsappNumber} is a stand-in.`);
  }
  if (digits(settings.emergencyPhone) === STAND_IN_PHONE_DIGITS) {
    add('emergencyPhone', `The emergency line ${settings.emergencyPhone} is a stand-in.`);
  }
  if (blank(settings.officeAddress)) add('officeAddress', 'The office address is missing.');
  if (blank(settings.streetAddress)) {
    add('streetAddress', 'The street address is missing.');
  } else if (STAND_IN_STREET.test(settings.streetAddress)) {
    add(
      'streetAddress',
      `The street address "${settings.streetAddress}" is a stand-in, not the office's own.`,
    );
  }
  if (blank(settings.licenceNumber)) add('licenceNumber', 'The tourism licence number is missing.');
  if (blank(settings.paymentInstructions?.bankTransfer) && blank(settings.paymentInstructions?.mobileMoney)) {
    add(
      'paymentInstructions',
      'How travellers pay you (bank transfer or mobile money details) is missing: they are asked to contact the office instead.',
    );
  }
  settings.social.forEach((link, index) => {
    if (isBareSiteUrl(link.url)) {
      add(
        `social[${index}].url`,
        `The ${link.label} link ${link.url} is the network's home page, not your page on it.`,
      );
    } else if (isExampleDomain(new URL(link.url).hostname)) {
      add(`social[${index}].url`, `The ${link.label} link ${link.url} is a stand-in.`);
    }
  });
  return problems;
}

/**
 * Checks a deployment's config.json as read from disk: what the site would show (its settings over
 * the defaults), or the reason the file itself would be refused.
 */
export function configSettingsProblems(configJson: unknown): SettingsProblem[] {
  try {
    const { settings } = parseRuntimeConfig(configJson);
    return [...settingsStandIns(settings), ...translationProblems(settings)];
  } catch (error) {
    if (error instanceof RuntimeConfigError) return [{ setting: '(file)', message: error.message }];
    throw error;
  }
}
