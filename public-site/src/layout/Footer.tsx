import { getSiteSettings } from '@safari/shared-domain';
import { Link } from 'react-router-dom';
import { MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons.tsx';

/** docs/product.md §2, in order. */
const FOOTER_LINKS = [
  { to: '/booking', label: 'Book Safari' },
  { to: '/tours', label: 'Our Tours' },
  { to: '/destinations', label: 'Destinations' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
] as const;

const footerLink =
  'rounded text-stone-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400';

export function Footer() {
  const settings = getSiteSettings();
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{settings.brandName}</p>
          <p className="mt-1 text-amber-300">{settings.tagline}</p>
          <p className="mt-4 max-w-md text-sm leading-relaxed">
            A licensed tour operator based in {settings.location}, operating since {settings.operatingSince}{' '}
            and committed to sustainable tourism and to the communities and wildlife our guests come to see.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Explore</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a
                href={`https://wa.me/${settings.whatsappNumber}`}
                target="_blank"
                rel="noopener noreferrer"
                className={`inline-flex items-center gap-2 ${footerLink}`}
              >
                <PhoneIcon /> {settings.phone} <span className="sr-only">(WhatsApp, opens in a new tab)</span>
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
          <ul className="mt-5 flex flex-wrap gap-3 text-sm" aria-label="Social media">
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
            © {new Date().getFullYear()} {settings.brandName}. All rights reserved.
            {settings.licenceNumber ? ` Licence no. ${settings.licenceNumber}.` : null}
          </p>
          <ul className="flex gap-4">
            <li>
              <Link to="/privacy" className={footerLink}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={footerLink}>
                Terms &amp; Conditions
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
