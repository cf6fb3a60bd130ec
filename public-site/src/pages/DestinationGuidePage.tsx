import destinationsTexts from 'virtual:messages/destinations';
import type {
  ClimbingRoute,
  GuideInLanguage,
  GuideTextField,
  ImageCard,
  SeasonPeriod,
} from '@safari/shared-domain/catalogue';
import { type Translate, useLanguage, useLocalPath, useMessages, usePageMeta } from '@safari/shared-ui';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type destinations from '../../messages/en/destinations.json';
import { useTourSummaries } from '../catalogue/catalogue-store.ts';
import { type TextLang, useGuideInEnglish } from '../catalogue/TourLanguageNote.tsx';
import { useDestinationGuide } from '../destinations/guide-in-language.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { CheckIcon } from '../ui/page-icons.tsx';
import { SiteImage } from '../ui/SiteImage.tsx';

function Section({ title, textLang, children }: { title: string; textLang: TextLang; children: ReactNode }) {
  return (
    <section className="mt-12">
      <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
      <div className="mt-5" {...textLang}>
        {children}
      </div>
    </section>
  );
}

function Seasons({ periods }: { periods: readonly SeasonPeriod[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {periods.map((p) => (
        <li key={p.months} className="rounded-xl bg-white p-5 ring-1 ring-stone-200">
          <p className="text-sm font-semibold text-amber-800">{p.months}</p>
          <h3 className="mt-1 font-semibold">{p.title}</h3>
          <p className="mt-2 text-sm text-stone-600">{p.description}</p>
        </li>
      ))}
    </ul>
  );
}

function PictureCards({ cards }: { cards: readonly ImageCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.name} className="overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
          <SiteImage
            src={card.image}
            alt={card.name}
            width={600}
            height={400}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-[3/2] w-full object-cover"
          />
          <div className="p-4">
            <h3 className="font-semibold">{card.name}</h3>
            <p className="mt-1 text-sm text-stone-600">{card.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CheckIcon className="mt-0.5 shrink-0 text-green-700" /> {item}
        </li>
      ))}
    </ul>
  );
}

type Texts = Translate<typeof destinations>;

const DIFFICULTY_KEYS = {
  Moderate: 'difficulty_moderate',
  Challenging: 'difficulty_challenging',
  'Moderate to Challenging': 'difficulty_moderateToChallenging',
} as const satisfies Record<ClimbingRoute['difficulty'], keyof typeof destinations>;

function GuideSections({
  destination,
  t,
  langOf,
}: {
  destination: GuideInLanguage;
  t: Texts;
  langOf: (field: GuideTextField) => TextLang;
}) {
  // A route's days and difficulty are the site's words, in the page's language.
  const language = useLanguage();
  switch (destination.id) {
    case 'serengeti':
      return (
        <>
          <Section title={t('highlights')} textLang={langOf('highlights')}>
            <List items={destination.highlights} />
          </Section>
          <Section title={t('bestTime')} textLang={langOf('bestTimeToVisit')}>
            <Seasons periods={destination.bestTimeToVisit} />
          </Section>
        </>
      );
    case 'ngorongoro':
      return (
        <>
          <Section title={t('craterWildlife')} textLang={langOf('wildlife')}>
            <PictureCards cards={destination.wildlife} />
          </Section>
          <Section title={t('highlights')} textLang={langOf('highlights')}>
            <List items={destination.highlights} />
          </Section>
        </>
      );
    case 'kilimanjaro':
      return (
        <>
          <Section title={t('climbingRoutes')} textLang={langOf('routes')}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {destination.routes.map((route) => (
                <li key={route.name} className="rounded-xl bg-white p-5 ring-1 ring-stone-200">
                  <h3 className="font-semibold">{route.name}</h3>
                  <p
                    className="mt-1 text-sm font-medium text-amber-800"
                    lang={langOf('routes').lang && language}
                  >
                    {t('routeDays', { min: route.minDays, max: route.maxDays })} ·{' '}
                    {t(DIFFICULTY_KEYS[route.difficulty])}
                  </p>
                  <p className="mt-2 text-sm text-stone-600">{route.description}</p>
                </li>
              ))}
            </ul>
          </Section>
          <Section title={t('highlights')} textLang={langOf('highlights')}>
            <List items={destination.highlights} />
          </Section>
          <Section title={t('whyClimb')} textLang={langOf('reasonsToClimb')}>
            <List items={destination.reasonsToClimb} />
          </Section>
        </>
      );
    case 'zanzibar':
      return (
        <>
          <Section title={t('topAttractions')} textLang={langOf('attractions')}>
            <PictureCards cards={destination.attractions} />
          </Section>
          <Section title={t('islandHighlights')} textLang={langOf('highlights')}>
            <List items={destination.highlights} />
          </Section>
          <Section title={t('bestTime')} textLang={langOf('bestTimeToVisit')}>
            <Seasons periods={destination.bestTimeToVisit} />
          </Section>
        </>
      );
  }
}

export default function DestinationGuidePage({ notFound }: { notFound: ReactNode }) {
  const { id = '' } = useParams();
  const destination = useDestinationGuide(id);
  const tours = useTourSummaries();
  const inEnglish = useGuideInEnglish(destination);
  const t = useMessages<typeof destinations>(destinationsTexts);
  const local = useLocalPath();
  usePageMeta(destination?.heroTitle ?? t('guideNotFound'), destination?.description ?? '');
  if (!destination) return <>{notFound}</>;
  // A guide links a tour by its page; a tour staff have hidden has none, so its button goes.
  const published = (href: string) =>
    !href.startsWith('/tour/') || tours.some((tour) => `/tour/${tour.slug}` === href);
  const actions = destination.callsToAction.filter((action) => published(action.href));
  return (
    <main>
      <PageHero
        image={destination.image}
        title={destination.heroTitle}
        subtitle={destination.heroSubtitle}
        titleLang={inEnglish.langOf('heroTitle').lang}
        subtitleLang={inEnglish.langOf('heroSubtitle').lang}
      >
        <Link
          to={local('/')}
          className="mb-4 inline-block rounded text-sm font-medium text-amber-200 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          {t('backHome')}
        </Link>
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-12">
        {inEnglish.note}
        <div className="space-y-4 text-lg leading-relaxed text-stone-700" {...inEnglish.langOf('intro')}>
          {destination.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <GuideSections destination={destination} t={t} langOf={inEnglish.langOf} />
        <section className="mt-14 rounded-2xl bg-amber-900 p-8 text-center text-white">
          <h2 className="text-2xl font-bold">{t('readyHeading', { name: t(`name_${destination.id}`) })}</h2>
          <p className="mt-2 text-amber-50">{t('readyBody')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {actions.map((action, index) => (
              <Link
                key={action.href}
                to={local(action.href)}
                className={
                  index === 0
                    ? 'rounded-md bg-white px-5 py-3 font-semibold text-amber-900 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
                    : 'rounded-md px-5 py-3 font-semibold text-white ring-1 ring-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
                }
              >
                {t(`cta_${destination.id}_${destination.callsToAction.indexOf(action) as 0 | 1}`)}
              </Link>
            ))}
          </div>
        </section>
      </div>
    </main>
  );
}
