import bookingTexts from 'virtual:messages/booking';
import { telHref, whatsappChatUrl } from '@safari/shared-domain';
import { SITE_IMAGES } from '@safari/shared-domain/catalogue';
import { useMessages } from '@safari/shared-ui';
import type booking from '../../messages/en/booking.json';
import { useSiteSettings } from '../i18n/operator.ts';
import { ClockIcon, PhoneIcon } from '../ui/icons.tsx';
import { StarIcon, UsersIcon } from '../ui/page-icons.tsx';
import { SiteImage } from '../ui/SiteImage.tsx';

/** The booking page's side panel: WhatsApp, a call, office hours, the emergency line and the stats. */
export function QuickContactPanel() {
  const settings = useSiteSettings();
  const t = useMessages<typeof booking>(bookingTexts);
  return (
    <aside aria-label={t('quickContact')} className="lg:sticky lg:top-24 lg:self-start">
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
        <SiteImage
          src={SITE_IMAGES.homeHero}
          alt={t('quickContactImage')}
          sizes="(min-width: 1024px) 33vw, 100vw"
          className="h-48 w-full object-cover"
        />
        <div className="space-y-5 p-6">
          <h2 className="text-lg font-semibold">{t('quickContactTitle')}</h2>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
            <a
              href={whatsappChatUrl(settings)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex-1 rounded-md bg-green-700 px-4 py-3 text-center font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
            >
              {t('whatsapp')}
            </a>
            <a
              href={telHref(settings.phone)}
              className="flex flex-1 items-center justify-center gap-2 rounded-md border border-stone-300 px-4 py-3 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            >
              <PhoneIcon width={18} height={18} aria-hidden="true" /> {t('call')}
            </a>
          </div>
          <p className="flex items-start gap-2 text-sm text-stone-700">
            <ClockIcon width={18} height={18} className="mt-0.5 shrink-0" aria-hidden="true" />
            <span>
              <span className="block font-medium">{t('officeHours')}</span>
              {settings.officeHours}
            </span>
          </p>
          <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            <span className="block font-semibold">{t('emergency')}</span>
            <a href={telHref(settings.emergencyPhone)} className="underline">
              {settings.emergencyPhone}
            </a>{' '}
            ({settings.emergencyNote})
          </p>
          <dl className="grid grid-cols-2 gap-3">
            {settings.stats.map((stat, index) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-lg bg-stone-50 p-3 text-center">
                <dt className="text-xs text-stone-600">{stat.label}</dt>
                <dd className="flex items-center justify-center gap-1 text-2xl font-bold text-amber-800">
                  {index === 0 ? (
                    <UsersIcon width={18} height={18} aria-hidden="true" />
                  ) : (
                    <StarIcon width={18} height={18} aria-hidden="true" />
                  )}
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </aside>
  );
}
