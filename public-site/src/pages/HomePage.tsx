import commonTexts from 'virtual:messages/common';
import homeTexts from 'virtual:messages/home';
import { featuredTourCards, SITE_IMAGES } from '@safari/shared-domain/catalogue';
import { useLocalPath, useMessages, usePageMeta } from '@safari/shared-ui';
import { Link } from 'react-router-dom';
import type common from '../../messages/en/common.json';
import type home from '../../messages/en/home.json';
import { useTourSummaries } from '../catalogue/catalogue-store.ts';
import { DestinationCards } from '../destinations/DestinationCards.tsx';
import { HeroSearch } from '../home/HeroSearch.tsx';
import { useFormats } from '../i18n/formats.ts';
import { useSiteSettings } from '../i18n/operator.ts';
import { SiteImage } from '../ui/SiteImage.tsx';
import { TourCard } from '../ui/TourCard.tsx';

export default function HomePage() {
  const settings = useSiteSettings();
  const catalogue = useTourSummaries();
  const t = useMessages<typeof home>(homeTexts);
  const c = useMessages<typeof common>(commonTexts);
  const { usd } = useFormats();
  const local = useLocalPath();
  usePageMeta(t('metaTitle', { brand: settings.brandName }), t('metaDescription'));
  return (
    <main>
      <section className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-stone-800 px-4 py-16">
        <SiteImage
          src={SITE_IMAGES.homeHero}
          alt=""
          priority
          sizes="100vw"
          width={1200}
          height={800}
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-stone-950/50 via-stone-950/30 to-stone-950/60" />
        <div className="mx-auto w-full max-w-7xl text-center text-white">
          <h1 className="text-4xl font-bold tracking-tight drop-shadow-md sm:text-6xl">{t('heroTitle')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-100 drop-shadow sm:text-xl">
            {settings.tagline}
          </p>
          <HeroSearch />
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
          {t('featuredHeading')}
        </h2>
        <p className="mt-2 text-stone-600">{t('featuredLead')}</p>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featuredTourCards(catalogue).map((card) => (
            <TourCard
              key={card.slug}
              slug={card.slug}
              route={local(card.route)}
              image={card.image}
              title={card.title}
              titleInEnglish={card.titleInEnglish}
              duration={c('cardDays', { count: card.days })}
              priceLine={c('cardFrom', { price: usd(card.amount) })}
              location={c(`location_${card.locationId}`)}
            />
          ))}
        </div>
      </section>

      <section className="bg-amber-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-16 md:grid-cols-2">
          <div>
            <h2 className="text-3xl font-bold tracking-tight">{t('customHeading')}</h2>
            <p className="mt-4 text-amber-50">{t('customBody')}</p>
            <Link
              to={local('/booking')}
              className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-amber-900 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('customCta')}
            </Link>
          </div>
          <SiteImage
            src={SITE_IMAGES.customSafari}
            alt=""
            width={600}
            height={400}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[3/2] w-full rounded-xl object-cover shadow-lg"
          />
        </div>
      </section>

      <section aria-labelledby="destinations-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="destinations-heading" className="text-3xl font-bold tracking-tight">
          {t('destinationsHeading')}
        </h2>
        <p className="mt-2 text-stone-600">{t('destinationsLead')}</p>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <DestinationCards />
        </div>
      </section>
    </main>
  );
}
