import destinationsTexts from 'virtual:messages/destinations';
import { DESTINATION_SUMMARIES, SITE_IMAGES } from '@safari/shared-domain/catalogue';
import { useMessages, usePageMeta } from '@safari/shared-ui';
import type destinations from '../../messages/en/destinations.json';
import { DestinationCard } from '../destinations/DestinationCard.tsx';
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
          {DESTINATION_SUMMARIES.map((destination) => (
            <DestinationCard key={destination.id} destination={destination} />
          ))}
        </div>
      </section>
    </main>
  );
}
