import bookingTexts from 'virtual:messages/booking';
import { useMessages } from '@safari/shared-ui';
import type booking from '../../messages/en/booking.json';
import { useSiteSettings } from '../i18n/operator.ts';
import { CheckIcon } from '../ui/page-icons.tsx';

const BENEFITS = [
  { title: 'benefitLicensed', text: 'benefitLicensedText' },
  { title: 'benefitSupport', text: 'benefitSupportText' },
  { title: 'benefitCancellation', text: 'benefitCancellationText' },
  { title: 'benefitGuides', text: 'benefitGuidesText' },
] as const;

/** The booking page's reasons to book with the operator. */
export function WhyChooseUs() {
  const settings = useSiteSettings();
  const t = useMessages<typeof booking>(bookingTexts);
  return (
    <section aria-labelledby="why-title">
      <h2 id="why-title" className="text-2xl font-bold text-stone-900">
        {t('whyTitle', { brand: settings.brandName })}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="flex gap-3 rounded-xl bg-white p-5 ring-1 ring-stone-200">
            <CheckIcon width={22} height={22} className="mt-0.5 shrink-0 text-green-700" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{t(benefit.title)}</h3>
              <p className="mt-1 text-sm text-stone-600">{t(benefit.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
