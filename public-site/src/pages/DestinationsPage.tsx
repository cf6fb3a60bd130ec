import { DESTINATION_SUMMARIES, SITE_IMAGES } from '@safari/shared-domain/catalogue';
import { usePageMeta } from '@safari/shared-ui';
import { DestinationCard } from '../destinations/DestinationCard.tsx';
import { PageHero } from '../ui/PageHero.tsx';

export default function DestinationsPage() {
  usePageMeta(
    'Our Destinations',
    'Explore deals, travel guides and things to do in Tanzania: the Serengeti, Ngorongoro, Kilimanjaro and Zanzibar.',
  );
  return (
    <main>
      <PageHero
        image={SITE_IMAGES.destinationsHero}
        title="Our Destinations"
        subtitle="Explore deals, travel guides and things to do in Tanzania."
      />
      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="treasures">
        <h2 id="treasures" className="text-3xl font-bold tracking-tight">
          Discover Tanzania's Treasures
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
