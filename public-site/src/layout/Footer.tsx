import commonTexts from 'virtual:messages/common';
import { useLocalPath, useMessages } from '@safari/shared-ui';
import { Link } from 'react-router-dom';
import type common from '../../messages/en/common.json';
import { useSiteSettings } from '../i18n/operator.ts';
import { MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons.tsx';

/** docs/product.md §2, in order. */
const FOOTER_LINKS = [
  { to: '/booking', label: 'footerBook' },
  { to: '/tours', label: 'footerTours' },
  { to: '/destinations', label: 'footerDestinations' },
  { to: '/about', label: 'footerAboutUs' },
  { to: '/contact', label: 'footerContact' },
] as const;

const footerLink =
  'rounded text-stone-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400';

export function Footer() {
  const settings = useSiteSettings();
  const t = useMessages<typeof common>(commonTexts);
  const local = useLocalPath();
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{settings.brandName}</p>
          <p className="mt-1 text-amber-300">{settings.tagline}</p>
          <p className="mt-4 max-w-md text-sm leading-relaxed">
            {t('footerAbout', { location: settings.location, since: settings.operatingSince })}
          </p>
        </div>
        <nav aria-label={t('footerNav')}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('footerExplore')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={local(link.to)} className={footerLink}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('footerContact')}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a
                href={`https://wa.me/${settings.whatsappNumber}`}
                target="_blank"
                rel="noopener noreferrer"
                className={`inline-flex items-center gap-2 ${footerLink}`}
              >
                <PhoneIcon /> {settings.phone} <span className="sr-only">{t('footerWhatsapp')}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.email}`} className={`inline-flex items-center gap-2 ${footerLink}`}>
                <MailIcon /> {settings.email}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPinIcon /> {settings.location}
            </li>
          </ul>
          <ul className="mt-5 flex flex-wrap gap-3 text-sm" aria-label={t('footerSocial')}>
            {settings.social.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`inline-block rounded-md border border-stone-700 px-3 py-1.5 ${footerLink}`}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          {/* Prerendered with the build's year: a page built in December and read in January keeps
              it until the next render rather than failing hydration over it. */}
          <p suppressHydrationWarning>
            {t('footerRights', { year: new Date().getFullYear(), brand: settings.brandName })}
            {settings.licenceNumber ? ` ${t('footerLicence', { licence: settings.licenceNumber })}` : null}
          </p>
          <ul className="flex gap-4">
            <li>
              <Link to={local('/privacy')} className={footerLink}>
                {t('footerPrivacy')}
              </Link>
            </li>
            <li>
              <Link to={local('/terms')} className={footerLink}>
                {t('footerTerms')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
