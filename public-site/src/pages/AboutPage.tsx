import { getSiteSettings } from '@safari/shared-domain';
import { SITE_IMAGES } from '@safari/shared-domain/catalogue';
import { usePageMeta } from '@safari/shared-ui';
import { Link } from 'react-router-dom';
import { PageHero } from '../ui/PageHero.tsx';

export default function AboutPage() {
  const s = getSiteSettings();
  usePageMeta(
    'About Us',
    `${s.brandName}: a licensed safari and tour operator in Arusha, Tanzania, since ${s.operatingSince}.`,
  );
  return (
    <main>
      <PageHero image={SITE_IMAGES.aboutHero} title="About Us" subtitle={s.tagline} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-14 text-lg leading-relaxed text-stone-700">
        <section>
          <h2 className="text-2xl font-bold text-stone-900">Welcome</h2>
          <p className="mt-4">
            {s.brandName} is a licensed safari and tour operator based in {s.location}, the starting point of
            almost every journey into northern Tanzania. We plan private safaris, Kilimanjaro climbs, cultural
            visits and Zanzibar beach stays, and we run them with our own guides and vehicles.
          </p>
        </section>
        <section>
          <h2 className="text-2xl font-bold text-stone-900">Our Mission</h2>
          <p className="mt-4">
            To give every guest an exceptional safari while travelling responsibly: we keep groups small, pay
            local staff fairly, buy from the villages we pass through and support the communities and wildlife
            habitats that make these journeys possible.
          </p>
        </section>
        <section>
          <h2 className="text-2xl font-bold text-stone-900">Our Story</h2>
          <p className="mt-4">
            We started in {s.operatingSince} with one Land Cruiser and a guide who had grown up on the edge of
            the Tarangire. Word spread from guest to guest. Today our team of driver-guides, mountain crews
            and office staff has welcomed travellers from all over the world, and many of them come back.
          </p>
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
          to="/contact"
          className="inline-block rounded-md bg-amber-700 px-6 py-3 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          Contact Us
        </Link>
      </div>
    </main>
  );
}
