import aboutTexts from 'virtual:messages/about';
import { SITE_IMAGES } from '@safari/shared-domain/catalogue';
import { useLocalPath, useMessages, usePageMeta } from '@safari/shared-ui';
import { Link } from 'react-router-dom';
import type about from '../../messages/en/about.json';
import { useSiteSettings } from '../i18n/operator.ts';
import { PageHero } from '../ui/PageHero.tsx';

export default function AboutPage() {
  const s = useSiteSettings();
  const t = useMessages<typeof about>(aboutTexts);
  const local = useLocalPath();
  // The year is a figure, not a number to format ('2010', never '2.010').
  const since = String(s.operatingSince);
  usePageMeta(t('metaTitle'), t('metaDescription', { brand: s.brandName, since }));
  return (
    <main>
      <PageHero image={SITE_IMAGES.aboutHero} title={t('heroTitle')} subtitle={s.tagline} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-14 text-lg leading-relaxed text-stone-700">
        <section>
          <h2 className="text-2xl font-bold text-stone-900">{t('welcomeHeading')}</h2>
          <p className="mt-4">{t('welcomeBody', { brand: s.brandName, location: s.location })}</p>
        </section>
        <section>
          <h2 className="text-2xl font-bold text-stone-900">{t('missionHeading')}</h2>
          <p className="mt-4">{t('missionBody')}</p>
        </section>
        <section>
          <h2 className="text-2xl font-bold text-stone-900">{t('storyHeading')}</h2>
          <p className="mt-4">{t('storyBody', { since })}</p>
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {s.stats.map((stat) => (
              <div key={stat.label} className="rounded-xl bg-white p-5 text-center ring-1 ring-stone-200">
                <dt className="text-sm text-stone-600">{stat.label}</dt>
                <dd className="text-3xl font-bold text-amber-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <Link
          to={local('/contact')}
          className="inline-block rounded-md bg-amber-700 px-6 py-3 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          {t('contactCta')}
        </Link>
      </div>
    </main>
  );
}
