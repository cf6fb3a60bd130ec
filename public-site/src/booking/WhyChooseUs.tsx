import { getSiteSettings } from '@safari/shared-domain';
import { CheckIcon } from '../ui/page-icons.tsx';

const BENEFITS = [
  {
    title: 'Licensed & Insured',
    text: 'A licensed Tanzanian tour operator with full insurance for every trip.',
  },
  { title: '24/7 Support', text: 'Our team is reachable day and night while you travel with us.' },
  { title: 'Free Cancellation', text: 'Cancel free of charge up to 48 hours before the trip.' },
  { title: 'Expert Guides', text: 'Experienced local driver-guides who know every park and its wildlife.' },
] as const;

/** The booking page's reasons to book with the operator. */
export function WhyChooseUs() {
  const settings = getSiteSettings();
  return (
    <section aria-labelledby="why-title">
      <h2 id="why-title" className="text-2xl font-bold text-stone-900">
        Why Choose {settings.brandName}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="flex gap-3 rounded-xl bg-white p-5 ring-1 ring-stone-200">
            <CheckIcon width={22} height={22} className="mt-0.5 shrink-0 text-green-700" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{benefit.title}</h3>
              <p className="mt-1 text-sm text-stone-600">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
