import type { SiteSettings } from '@safari/shared-domain';
import { formatCalendarDate } from '@safari/shared-domain/catalogue';
import {
  depositCents,
  formatCents,
  mealsText,
  type ProposalView,
  paymentTermsText,
  priceLines,
  proposalStateText,
  travellersText,
} from '@safari/shared-domain/proposals';

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
  const state = proposalStateText(view);
  const deposit = depositCents(view.totalCents, view.depositPercent);
  return (
    <article className="space-y-6" aria-labelledby="proposal-title">
      <header className="border-b border-stone-200 pb-4">
        <p className="text-sm font-semibold text-stone-700" data-testid="proposal-operator">
          {settings.brandName}
          {settings.licenceNumber ? ` · Licensed tour operator, licence ${settings.licenceNumber}` : ''}
        </p>
        <p className="break-words text-xs text-stone-500">
          {settings.phone} · {settings.email} · {settings.streetAddress}
        </p>
        <h1 id="proposal-title" className="mt-4 break-words text-2xl font-bold text-stone-900 sm:text-3xl">
          {view.title}
        </h1>
        <p className="mt-1 text-sm text-stone-600">
          Proposal for booking <span className="font-mono">{view.reference}</span>, version {view.version},
          prepared for {view.customerName}
        </p>
      </header>

      {state ? (
        <p
          role="status"
          data-testid="proposal-state"
          className={`rounded-lg p-4 text-sm ring-1 ${STATE_STYLE[view.state]}`}
        >
          {state}
          {view.state === 'superseded'
            ? ' Open the link in our latest e-mail, or the proposal in My Bookings.'
            : ''}
          {view.state === 'expired' ? ' Ask us for changes below and we will send you a new version.' : ''}
        </p>
      ) : null}

      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <Fact label="Dates">{`${formatCalendarDate(view.startDate)} to ${formatCalendarDate(view.endDate)}`}</Fact>
        <Fact label="Travellers">{travellersText(view.adults, view.youths)}</Fact>
        <Fact label="Valid until">{formatCalendarDate(view.validUntil)}</Fact>
      </dl>

      {view.personalNote ? (
        <p className="whitespace-pre-line break-words rounded-lg bg-white p-4 text-stone-800 ring-1 ring-stone-200">
          {view.personalNote}
        </p>
      ) : null}

      <section aria-labelledby="proposal-days">
        <h2 id="proposal-days" className="text-xl font-semibold text-stone-900">
          Day by day
        </h2>
        <ol className="mt-3 space-y-3">
          {view.days.map((day, index) => (
            <li
              key={index}
              className="break-inside-avoid rounded-lg bg-white p-4 ring-1 ring-stone-200"
              data-testid="proposal-day"
            >
              <h3 className="break-words font-semibold text-stone-900">
                Day {index + 1}: {day.place}
              </h3>
              <p className="mt-1 whitespace-pre-line break-words text-stone-700">{day.text}</p>
              <p className="mt-2 text-sm text-stone-600">
                <span className="font-medium">Overnight:</span> {day.accommodation || 'No overnight stay'} ·{' '}
                <span className="font-medium">Meals:</span> {mealsText(day.meals)}
              </p>
            </li>
          ))}
        </ol>
      </section>

      {view.included.length > 0 || view.excluded.length > 0 ? (
        <section className="grid gap-6 sm:grid-cols-2">
          {[
            { title: 'Included', items: view.included },
            { title: 'Not included', items: view.excluded },
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
          Price (US dollars)
        </h2>
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left text-stone-500">
              <th scope="col" className="py-1 font-medium">
                Travellers
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Each
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {priceLines(view).map((line) => (
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
                Total
              </th>
              <td />
              <td className="py-2 text-right" data-testid="proposal-total">
                {formatCents(view.totalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
        <h3 className="mt-4 font-semibold text-stone-900">Payment terms</h3>
        <p className="mt-1 text-stone-700">{paymentTermsText(view)}</p>
        {view.depositPercent > 0 && view.depositPercent < 100 ? (
          <p className="mt-1 text-stone-700">
            Deposit: {formatCents(deposit)}; balance: {formatCents(view.totalCents - deposit)}.
          </p>
        ) : null}
      </section>
    </article>
  );
}
