import bookingTexts from 'virtual:messages/booking';
import { SITE_IMAGES } from '@safari/shared-domain/catalogue';
import { useMessages, usePageMeta } from '@safari/shared-ui';
import type booking from '../../messages/en/booking.json';
import { CustomSafariForm } from '../booking/CustomSafariForm.tsx';
import { QuickContactPanel } from '../booking/QuickContactPanel.tsx';
import { WhyChooseUs } from '../booking/WhyChooseUs.tsx';
import { PageHero } from '../ui/PageHero.tsx';

export default function BookingPage() {
  const t = useMessages<typeof booking>(bookingTexts);
  usePageMeta(t('metaTitle'), t('metaDescription'));

  return (
    <main>
      <PageHero image={SITE_IMAGES.customSafari} title={t('metaTitle')} subtitle={t('metaDescription')} />
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
