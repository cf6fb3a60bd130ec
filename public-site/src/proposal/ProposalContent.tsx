import type { SiteSettings } from '@safari/shared-domain';
import { depositCents, type ProposalView } from '@safari/shared-domain/proposals';
import { useProposalTexts } from './texts.ts';

// The proposal as the traveller reads (and prints) it: the same content the PDF holds
// (shared-domain's proposalDocument). Every text staff wrote is rendered as text by React.

const STATE_STYLE: Record<ProposalView['state'], string> = {
  open: '',
  accepted: 'bg-green-50 text-green-950 ring-green-300',
  superseded: 'bg-amber-50 text-amber-950 ring-amber-300',
  expired: 'bg-amber-50 text-amber-950 ring-amber-300',
};

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt className="text-stone-500">{label}</dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  );
}

export function ProposalContent({
  view,
  settings,
}: {
  view: ProposalView;
  settings: Pick<SiteSettings, 'brandName' | 'licenceNumber' | 'phone' | 'email' | 'streetAddress'>;
}) {
  const texts = useProposalTexts();
  const { t, cents, day } = texts;
  const state = texts.state(view);
  const deposit = depositCents(view.totalCents, view.depositPercent);
  return (
    <article className="space-y-6" aria-labelledby="proposal-title">
      <header className="border-b border-stone-200 pb-4">
        <p className="text-sm font-semibold text-stone-700" data-testid="proposal-operator">
          {settings.brandName}
          {settings.licenceNumber ? t('licence', { licence: settings.licenceNumber }) : ''}
        </p>
        <p className="break-words text-xs text-stone-500">
          {settings.phone} · {settings.email} · {settings.streetAddress}
        </p>
        <h1 id="proposal-title" className="mt-4 break-words text-2xl font-bold text-stone-900 sm:text-3xl">
          {view.title}
        </h1>
        <p className="mt-1 text-sm text-stone-600">
          {t('proposalForBefore')}
          <span className="font-mono">{view.reference}</span>
          {t('proposalForAfter', { version: view.version, name: view.customerName })}
        </p>
      </header>

      {state ? (
        <p
          role="status"
          data-testid="proposal-state"
          className={`rounded-lg p-4 text-sm ring-1 ${STATE_STYLE[view.state]}`}
        >
          {state}
          {view.state === 'superseded' ? t('supersededHint') : ''}
          {view.state === 'expired' ? t('expiredHint') : ''}
        </p>
      ) : null}

      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <Fact label={t('dates')}>
          {t('datesRange', { start: day(view.startDate), end: day(view.endDate) })}
        </Fact>
        <Fact label={t('travellers')}>{texts.travellers(view.adults, view.youths)}</Fact>
        <Fact label={t('validUntil')}>{day(view.validUntil)}</Fact>
      </dl>

      {view.personalNote ? (
        <p className="whitespace-pre-line break-words rounded-lg bg-white p-4 text-stone-800 ring-1 ring-stone-200">
          {view.personalNote}
        </p>
      ) : null}

      <section aria-labelledby="proposal-days">
        <h2 id="proposal-days" className="text-xl font-semibold text-stone-900">
          {t('dayByDay')}
        </h2>
        <ol className="mt-3 space-y-3">
          {view.days.map((day, index) => (
            <li
              key={index}
              className="break-inside-avoid rounded-lg bg-white p-4 ring-1 ring-stone-200"
              data-testid="proposal-day"
            >
              <h3 className="break-words font-semibold text-stone-900">
                {t('dayTitle', { number: index + 1, place: day.place })}
              </h3>
              <p className="mt-1 whitespace-pre-line break-words text-stone-700">{day.text}</p>
              <p className="mt-2 text-sm text-stone-600">
                <span className="font-medium">{t('overnight')}</span> {day.accommodation || t('noOvernight')}{' '}
                · <span className="font-medium">{t('meals')}</span> {texts.meals(day.meals)}
              </p>
            </li>
          ))}
        </ol>
      </section>

      {view.included.length > 0 || view.excluded.length > 0 ? (
        <section className="grid gap-6 sm:grid-cols-2">
          {[
            { title: t('included'), items: view.included },
            { title: t('notIncluded'), items: view.excluded },
          ]
            .filter((list) => list.items.length > 0)
            .map((list) => (
              <div key={list.title}>
                <h2 className="text-lg font-semibold text-stone-900">{list.title}</h2>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700">
                  {list.items.map((item) => (
                    <li key={item} className="break-words">
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </section>
      ) : null}

      <section aria-labelledby="proposal-price" className="break-inside-avoid">
        <h2 id="proposal-price" className="text-xl font-semibold text-stone-900">
          {t('priceTitle')}
        </h2>
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left text-stone-500">
              <th scope="col" className="py-1 font-medium">
                {t('travellers')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('each')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {texts.priceLines(view).map((line) => (
              <tr key={line.label} className="border-t border-stone-200">
                <td className="py-2">{line.label}</td>
                <td className="py-2 text-right">{line.each}</td>
                <td className="py-2 text-right">{line.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-stone-400 text-base font-bold">
              <th scope="row" className="py-2 text-left">
                {t('total')}
              </th>
              <td />
              <td className="py-2 text-right" data-testid="proposal-total">
                {cents(view.totalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
        <h3 className="mt-4 font-semibold text-stone-900">{t('paymentTerms')}</h3>
        <p className="mt-1 text-stone-700">{texts.terms(view)}</p>
        {view.depositPercent > 0 && view.depositPercent < 100 ? (
          <p className="mt-1 text-stone-700">
            {t('depositLine', { deposit: cents(deposit), balance: cents(view.totalCents - deposit) })}
          </p>
        ) : null}
      </section>
    </article>
  );
}
