// Exposed to the admin as `publicSite/TourPreview` (decision 127): staff preview a draft with the
// public tour page's own component, so what they check is what travellers will get.
import type { Tour } from '@safari/shared-domain/catalogue';
import { Toaster } from '@safari/shared-ui';
import { TourPageView } from './pages/TourPage.tsx';
import './styles.css';

export default function TourPreview({ tour }: { tour: Tour }) {
  return (
    <div data-remote="public-site" className="bg-stone-50 text-stone-900">
      <TourPageView tour={tour} preview />
      <Toaster />
    </div>
  );
}
