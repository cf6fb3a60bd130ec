// The rule by which the operator's settings read in another language (operator.ts fetches it
// with the site's translations, for pages not in English).
import { defaultSiteSettings, type SiteSettings } from '@safari/shared-domain';
import type { Language } from '@safari/shared-domain/i18n';

type Texts = Readonly<Record<string, unknown>>;

/** `settings` with its texts in `language`, given the site's translations of the defaults. */
export function settingsIn(settings: SiteSettings, language: Language, defaults: Texts): SiteSettings {
  const own = settings.translations?.[language] ?? {};
  const worded: Record<string, unknown> = { ...settings };
  // The texts that can be translated are the keys of messages/en/operator.json (TRANSLATED_SETTINGS),
  // and the default figures' labels (stat0, stat1…).
  for (const key in defaults) {
    if (/^stat\d/.test(key)) continue;
    const translation =
      own[key] ?? (worded[key] === defaultSiteSettings[key as 'tagline'] ? defaults[key] : 0);
    if (typeof translation === 'string') worded[key] = translation;
  }
  // How to pay: each way the operator gives, in their wording for this language where they gave
  // one (the translations are not checked on arrival: `pnpm check:settings` names a wrong one).
  const instructions = settings.paymentInstructions;
  const translated = own.paymentInstructions as Readonly<Record<string, unknown>> | undefined;
  if (instructions && typeof translated === 'object' && translated !== null) {
    const wayIn = (way: 'bankTransfer' | 'mobileMoney') => {
      const text = translated[way];
      return instructions[way] && typeof text === 'string' && text.trim() !== '' ? { [way]: text } : {};
    };
    worded.paymentInstructions = { ...instructions, ...wayIn('bankTransfer'), ...wayIn('mobileMoney') };
  }
  // The figures' labels: the operator's for this language, else the site's translation of a
  // label left at its default, else as written.
  const ownLabels: unknown = own.statLabels;
  worded.stats = settings.stats.map((stat, index) => {
    const mine = Array.isArray(ownLabels) ? ownLabels[index] : undefined;
    if (typeof mine === 'string' && mine.trim() !== '') return { ...stat, label: mine };
    const label = defaults[`stat${index}`];
    return stat.label === defaultSiteSettings.stats[index]?.label && typeof label === 'string'
      ? { ...stat, label }
      : stat;
  });
  return worded as unknown as SiteSettings;
}
