import commonTexts from 'virtual:messages/common';
import { getAuthStore, getSiteSettings } from '@safari/shared-domain';
import { showToast, type Translate, useLocalPath, useMessages } from '@safari/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import type common from '../../messages/en/common.json';
import { useSignedIn } from '../session/stored-session.ts';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { useEscape } from '../ui/use-escape.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** The bar's links in order (docs/product.md §2). */
const NAV_LINKS = [
  { to: '/', label: 'navHome' },
  { to: '/tours', label: 'navTours' },
  { to: '/destinations', label: 'navDestinations' },
  { to: '/about', label: 'navAbout' },
  { to: '/contact', label: 'navContact' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition lg:px-2 xl:px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 ${
    isActive ? 'bg-amber-100 text-amber-900' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-950'
  }`;

/**
 * The phone menu without JavaScript (issue 24): a details/summary the browser opens by itself,
 * in place of the scripted button (hidden then). Plain links. Shown only by `@media (scripting:
 * none)`: with JavaScript it is never displayed, so it is neither seen nor read out.
 */
function MenuWithoutScript({ t, local }: { t: Translate<typeof common>; local: (path: string) => string }) {
  const item = `${linkClass({ isActive: false })} block`;
  return (
    <details className="hidden noscript:max-lg:block" data-testid="menu-without-script">
      <summary className="inline-flex h-11 cursor-pointer list-none items-center rounded-md px-3 font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700 [&::-webkit-details-marker]:hidden">
        <MenuIcon width={24} height={24} />
        <span className="ml-2">{t('navMenu')}</span>
      </summary>
      <ul className="absolute inset-x-0 top-16 flex flex-col gap-1 border-t border-stone-200 bg-white px-4 pt-2 pb-4 shadow-sm">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <a href={local(link.to)} className={item}>
              {t(link.label)}
            </a>
          </li>
        ))}
        <li>
          <LanguageSwitch label={t('languageSwitch')} linkClass={linkClass} />
        </li>
        <li>
          <a
            href={local('/booking')}
            className="mt-2 block rounded-md bg-amber-700 px-4 py-3 text-center font-semibold text-white hover:bg-amber-800"
          >
            {t('navBook')}
          </a>
        </li>
      </ul>
    </details>
  );
}

export function NavBar() {
  const settings = getSiteSettings();
  const t = useMessages<typeof common>(commonTexts);
  const local = useLocalPath();
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  // Escape closes the open menu and hands the keyboard back to the button that opened it.
  useEscape(open, () => {
    setOpen(false);
    menuButton.current?.focus();
  });

  // docs/product.md §2: the scroll position is tracked (a hairline shadow shows it).
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 20);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The menu closes when the route changes, whatever caused it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location.pathname]);

  const signOut = async () => {
    setOpen(false);
    const outcome = await getAuthStore().getState().signOut();
    if (outcome.notice) showToast(outcome.notice);
    if (outcome.ok && outcome.redirectTo) navigate(outcome.redirectTo);
  };

  const authControl = (mobile: boolean) =>
    signedIn ? (
      <>
        <NavLink
          to={local('/my-bookings')}
          className={(s) => `${linkClass(s)} ${mobile ? 'block' : ''}`}
          onClick={() => setOpen(false)}
        >
          {t('navMyBookings')}
        </NavLink>
        <button
          type="button"
          onClick={signOut}
          className={`${linkClass({ isActive: false })} ${mobile ? 'block w-full text-left' : ''}`}
        >
          {t('navSignOut')}
        </button>
      </>
    ) : (
      <NavLink
        to={local('/auth')}
        className={(s) => `${linkClass(s)} ${mobile ? 'block' : ''}`}
        onClick={() => setOpen(false)}
      >
        {t('navLogin')}
      </NavLink>
    );

  return (
    <header
      className={`fixed inset-x-0 top-0 z-50 border-b bg-white/95 backdrop-blur ${
        scrolled ? 'border-stone-200 shadow-sm' : 'border-transparent'
      }`}
    >
      <nav
        aria-label={t('navMain')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4"
      >
        <Link
          to={local('/')}
          className="flex items-center gap-2 rounded-md font-bold text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span className="text-base leading-tight sm:text-lg">{settings.brandName}</span>
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={local(link.to)} end={link.to === '/'} className={linkClass}>
              {t(link.label)}
            </NavLink>
          ))}
          {authControl(false)}
          <LanguageSwitch label={t('languageSwitch')} linkClass={linkClass} />
          <Link
            to={local('/booking')}
            className="ml-2 whitespace-nowrap rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
          >
            {t('navBook')}
          </Link>
        </div>
        <button
          ref={menuButton}
          type="button"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700 noscript:hidden lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t('navCloseMenu') : t('navOpenMenu')}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon width={24} height={24} /> : <MenuIcon width={24} height={24} />}
        </button>
        <MenuWithoutScript t={t} local={local} />
      </nav>
      <div
        id={menuId}
        hidden={!open}
        className="max-h-[600px] overflow-y-auto border-t border-stone-200 bg-white px-4 pb-4 lg:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={local(link.to)}
                end={link.to === '/'}
                className={(s) => `${linkClass(s)} block`}
                onClick={() => setOpen(false)}
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <li>{authControl(true)}</li>
          <li>
            <LanguageSwitch label={t('languageSwitch')} linkClass={linkClass} />
          </li>
          <li>
            <Link
              to={local('/booking')}
              onClick={() => setOpen(false)}
              className="mt-2 block rounded-md bg-amber-700 px-4 py-3 text-center font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            >
              {t('navBook')}
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}
