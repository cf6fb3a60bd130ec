import destinationsTexts from 'virtual:messages/destinations';
import { SITE_IMAGES } from '@safari/shared-domain/catalogue';
import { useMessages, usePageMeta } from '@safari/shared-ui';
import type destinations from '../../messages/en/destinations.json';
import { DestinationCards } from '../destinations/DestinationCards.tsx';
import { PageHero } from '../ui/PageHero.tsx';

export default function DestinationsPage() {
  const t = useMessages<typeof destinations>(destinationsTexts);
  usePageMeta(t('metaTitle'), t('metaDescription'));
  return (
    <main>
      <PageHero image={SITE_IMAGES.destinationsHero} title={t('heroTitle')} subtitle={t('heroSubtitle')} />
      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="treasures">
        <h2 id="treasures" className="text-3xl font-bold tracking-tight">
          {t('treasures')}
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <DestinationCards />
        </div>
      </section>
    </main>
  );
}
