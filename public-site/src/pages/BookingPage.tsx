import { SITE_IMAGES } from '@safari/shared-domain/catalogue';
import { usePageMeta } from '@safari/shared-ui';
import { CustomSafariForm } from '../booking/CustomSafariForm.tsx';
import { QuickContactPanel } from '../booking/QuickContactPanel.tsx';
import { WhyChooseUs } from '../booking/WhyChooseUs.tsx';
import { PageHero } from '../ui/PageHero.tsx';

export default function BookingPage() {
  usePageMeta(
    'Book Your Dream Safari Adventure',
    'Customize your perfect Tanzanian safari experience with our expert guides',
  );

  return (
    <main>
      <PageHero
        image={SITE_IMAGES.customSafari}
        title="Book Your Dream Safari Adventure"
        subtitle="Customize your perfect Tanzanian safari experience with our expert guides"
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          <CustomSafariForm />
          <WhyChooseUs />
        </div>
        <QuickContactPanel />
      </div>
    </main>
  );
}
