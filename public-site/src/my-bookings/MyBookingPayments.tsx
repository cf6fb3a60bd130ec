import { getSupabase, type SiteSettings } from '@safari/shared-domain';
import {
  type BookingMoney,
  downloadInvoicePdf,
  downloadReceiptPdf,
  INSTALMENT_KIND_LABELS,
  INSTALMENT_STATE_LABELS,
  INVOICE_STATUS_LABELS,
  labelOf,
  PAYMENT_METHOD_LABELS,
} from '@safari/shared-domain/payments';
import { useLanguage } from '@safari/shared-ui';
import { useState } from 'react';
import { useMoneyAndDays } from '../i18n/money-and-days.ts';
import { useSiteSettings } from '../i18n/operator.ts';
import { useMyBookingsTexts } from './texts.ts';

const STATE_STYLE: Record<string, string> = {
  paid: 'bg-green-100 text-green-900',
  overdue: 'bg-red-100 text-red-900',
  part_paid: 'bg-amber-100 text-amber-900',
  due: 'bg-amber-100 text-amber-900',
  upcoming: 'bg-stone-100 text-stone-800',
};

/** Makes a document's PDF in the browser and downloads it; says so when that fails. */
function PdfLink({ label, make }: { label: string; make: () => Promise<void> }) {
  const { t } = useMyBookingsTexts();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await make();
      setState('idle');
    } catch (error) {
      console.error('Making the PDF failed', error);
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void download()}
        disabled={state === 'busy'}
        className="font-semibold text-amber-800 underline disabled:opacity-60"
      >
        {state === 'busy' ? t('makingPdf') : label}
      </button>
      {state === 'failed' ? (
        <span role="alert" className="ml-2 text-red-800">
          {t('pdfFailed')}
        </span>
      ) : null}
    </>
  );
}

/** How to pay: the operator's bank and mobile money details (in the page's language), or how to ask for them. */
function HowToPay({ reference, settings }: { reference: string; settings: SiteSettings }) {
  const { t } = useMyBookingsTexts();
  const ways = [
    settings.paymentInstructions?.bankTransfer
      ? { label: t('bankTransfer'), text: settings.paymentInstructions.bankTransfer }
      : null,
    settings.paymentInstructions?.mobileMoney
      ? { label: t('mobileMoney'), text: settings.paymentInstructions.mobileMoney }
      : null,
  ].filter((way) => way !== null);
  return (
    <div className="mt-3 rounded-xl bg-stone-50 p-3 text-sm text-stone-800" data-testid="how-to-pay">
      <p className="font-semibold">{t('howToPay')}</p>
      {ways.length === 0 ? (
        <p className="mt-1">
          {t('callBefore')}
          <a className="text-amber-800 underline" href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
            {settings.phone}
          </a>
          {t('callMiddle')}
          <a className="break-all text-amber-800 underline" href={`mailto:${settings.email}`}>
            {settings.email}
          </a>
          {t('callAfter')}
        </p>
      ) : (
        <dl className="mt-1 space-y-1">
          {ways.map((way) => (
            <div key={way.label}>
              <dt className="text-stone-500">{way.label}</dt>
              <dd className="whitespace-pre-wrap break-words">{way.text}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-1">
        {t('quoteBefore')}
        <span className="font-mono font-semibold">{reference}</span>
        {t('quoteAfter')}
      </p>
    </div>
  );
}

/**
 * A confirmed booking's money on /my-bookings (issue 37): paid, still to pay and overdue, the
 * schedule, the invoice, the receipts and how to pay. Every figure is the database's.
 */
export function MyBookingPayments({
  reference,
  customerName,
  trip,
  money,
}: {
  reference: string;
  customerName: string;
  trip: string;
  money: BookingMoney;
}) {
  const { t, label } = useMyBookingsTexts();
  const { cents, day } = useMoneyAndDays((amount) => t('cents', { amount }));
  // The documents are printed in the page's language, with the operator's texts in it.
  const settings = useSiteSettings();
  const language = useLanguage();
  const { status, instalments, payments, invoices } = money;
  const invoice = invoices.find((candidate) => candidate.status !== 'cancelled');
  const counted = payments.filter((payment) => payment.voidedAt === null);
  return (
    <section aria-label={t('paymentsFor', { reference })} className="mt-4 border-t border-stone-200 pt-3">
      <h3 className="text-base font-semibold text-stone-900">{t('payments')}</h3>
      <dl
        className="mt-2 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3"
        data-testid="my-booking-paid"
      >
        <div>
          <dt className="text-stone-500">{t('paid')}</dt>
          <dd className="font-medium">{cents(status.paidCents)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('stillToPay')}</dt>
          <dd className="font-medium">{cents(Math.max(status.balanceCents, 0))}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-stone-500">{t('nextPayment')}</dt>
          <dd className="font-medium" data-testid="my-booking-next-due">
            {status.nextDueOn && status.nextDueCents !== null
              ? t('nextDue', { amount: cents(status.nextDueCents), date: day(status.nextDueOn) })
              : status.balanceCents <= 0
                ? t('paidInFull')
                : t('scheduleComing')}
          </dd>
        </div>
      </dl>
      {status.overdueCents > 0 ? (
        <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm font-medium text-red-900" role="status">
          {t('overdue', { amount: cents(status.overdueCents) })}
        </p>
      ) : null}
      {instalments.length > 0 ? (
        <ol className="mt-3 space-y-2 text-sm" aria-label={t('schedule')}>
          {instalments.map((part) => (
            <li
              key={part.id}
              className="flex flex-wrap items-center justify-between gap-2"
              data-testid="my-instalment"
            >
              <span>
                <span className="font-medium">
                  {label(`kind_${part.kind}`, labelOf(INSTALMENT_KIND_LABELS, part.kind))}
                </span>{' '}
                {t('instalmentDue', { amount: cents(part.amountCents), date: day(part.dueOn) })}
              </span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[part.state] ?? ''}`}
              >
                {label(`state_${part.state}`, labelOf(INSTALMENT_STATE_LABELS, part.state))}
                {part.state === 'part_paid' || (part.state === 'overdue' && part.paidCents > 0)
                  ? t('left', { amount: cents(part.remainingCents) })
                  : ''}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {invoice ? (
        <p className="mt-3 text-sm text-stone-700" data-testid="my-invoice">
          {t('invoice', {
            number: invoice.number,
            status: label(`invoice_${invoice.status}`, labelOf(INVOICE_STATUS_LABELS, invoice.status)),
          })}
          <PdfLink
            label={t('downloadPdf')}
            make={async () =>
              downloadInvoicePdf(await getSupabase(), invoice, { reference, status }, settings, language)
            }
          />
        </p>
      ) : null}
      {counted.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm text-stone-700" aria-label={t('receipts')}>
          {counted.map((payment) => (
            <li key={payment.id}>
              {t('receipt', {
                date: day(payment.receivedOn),
                kind: payment.kind,
                amount: cents(payment.amountCents),
                method: label(
                  `method_${payment.method}`,
                  labelOf(PAYMENT_METHOD_LABELS, payment.method).toLowerCase(),
                ),
                document: payment.documentNumber,
              })}
              <PdfLink
                label={t('pdf')}
                make={() =>
                  downloadReceiptPdf(payment, { reference, customerName, trip }, settings, language)
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {status.balanceCents > 0 ? <HowToPay reference={reference} settings={settings} /> : null}
    </section>
  );
}
