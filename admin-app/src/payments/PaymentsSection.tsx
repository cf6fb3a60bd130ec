import { getSiteSettings, getSupabase } from '@safari/shared-domain';
import {
  type BookingMoney,
  downloadInvoicePdf,
  downloadReceiptPdf,
  fetchBookingMoney,
  formatCents,
  INSTALMENT_KIND_LABELS,
  INSTALMENT_STATE_LABELS,
  INVOICE_STATUS_LABELS,
  type Instalment,
  labelOf,
  PAYMENT_METHOD_LABELS,
  type RecordedPayment,
} from '@safari/shared-domain/payments';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { Booking } from '../bookings/bookings-service.ts';
import { queryKeys } from '../query-keys.ts';
import { formatDay } from '../ui/format.ts';
import { stackedColumn, usePhoneColumns } from '../ui/phone-columns.tsx';
import { PdfButton } from './PdfButton.tsx';
import { RecordPaymentForm } from './RecordPaymentForm.tsx';
import { ScheduleForm } from './ScheduleForm.tsx';
import { VoidPaymentButton } from './VoidPaymentButton.tsx';

const STATE_COLOURS: Record<string, string> = {
  paid: 'green',
  overdue: 'red',
  part_paid: 'gold',
  due: 'orange',
  upcoming: 'blue',
  partially_paid: 'gold',
  sent: 'blue',
  cancelled: 'default',
};

function useBookingMoney(bookingId: string) {
  return useQuery({
    queryKey: queryKeys.bookingMoney(bookingId),
    queryFn: async () => fetchBookingMoney(await getSupabase(), bookingId),
  });
}

function Figures({ money }: { money: BookingMoney }) {
  const { status } = money;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 2 }}
      data-testid="booking-money"
      items={[
        { key: 'total', label: 'Total', children: formatCents(status.totalCents) },
        { key: 'paid', label: 'Paid', children: formatCents(status.paidCents) },
        {
          key: 'balance',
          label: 'Balance',
          children:
            status.balanceCents < 0
              ? `${formatCents(-status.balanceCents)} paid over the price: refund it`
              : formatCents(status.balanceCents),
        },
        {
          key: 'due',
          label: 'Due now',
          children: (
            <span>
              {formatCents(status.dueNowCents)}
              {status.overdueCents > 0 ? (
                <Tag color="red" className="ml-2">
                  {formatCents(status.overdueCents)} overdue
                </Tag>
              ) : null}
            </span>
          ),
        },
        {
          key: 'next',
          label: 'Next due',
          span: 2,
          children:
            status.nextDueOn && status.nextDueCents !== null
              ? `${formatCents(status.nextDueCents)} by ${formatDay(status.nextDueOn)}`
              : money.instalments.length > 0
                ? 'Nothing: paid in full'
                : 'No schedule yet',
        },
      ]}
    />
  );
}

function stateTag(part: Instalment) {
  return <Tag color={STATE_COLOURS[part.state]}>{labelOf(INSTALMENT_STATE_LABELS, part.state)}</Tag>;
}

function ScheduleTable({ instalments }: { instalments: readonly Instalment[] }) {
  const phone = usePhoneColumns();
  const columns: TableColumnsType<Instalment> = phone
    ? [
        stackedColumn<Instalment>('Part', 'part', (part) => (
          <>
            <span className="font-medium">
              {labelOf(INSTALMENT_KIND_LABELS, part.kind)} {formatCents(part.amountCents)}
            </span>
            <span className="text-gray-600">due {formatDay(part.dueOn)}</span>
            <span className="text-gray-600">paid {formatCents(part.paidCents)}</span>
          </>
        )),
        { title: 'State', key: 'state', width: 110, render: (_, part) => stateTag(part) },
      ]
    : [
        { title: 'Part', key: 'kind', render: (_, part) => labelOf(INSTALMENT_KIND_LABELS, part.kind) },
        { title: 'Due', key: 'due', render: (_, part) => formatDay(part.dueOn) },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right',
          render: (_, part) => formatCents(part.amountCents),
        },
        { title: 'Paid', key: 'paid', align: 'right', render: (_, part) => formatCents(part.paidCents) },
        { title: 'State', key: 'state', render: (_, part) => stateTag(part) },
      ];
  return (
    <Table<Instalment>
      data-testid="payment-schedule"
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...instalments]}
      columns={columns}
    />
  );
}

function Invoices({ booking, money }: { booking: Booking; money: BookingMoney }) {
  const { invoices } = money;
  if (invoices.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1" data-testid="invoices">
      {[...invoices].reverse().map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center gap-2">
          <span className="font-medium">Invoice {invoice.number}</span>
          <span className="text-gray-600">
            {formatCents(invoice.totalCents)}, issued {formatDay(invoice.issuedOn)}
          </span>
          <Tag color={STATE_COLOURS[invoice.status]}>{labelOf(INVOICE_STATUS_LABELS, invoice.status)}</Tag>
          <PdfButton
            label="PDF"
            name={`invoice ${invoice.number}`}
            make={async () =>
              downloadInvoicePdf(
                await getSupabase(),
                invoice,
                { reference: booking.reference, status: money.status },
                getSiteSettings(),
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}

function paymentHow(payment: RecordedPayment) {
  return (
    <>
      <span>
        {payment.kind === 'refund' ? 'Refund, ' : ''}
        {labelOf(PAYMENT_METHOD_LABELS, payment.method)}
      </span>
      {payment.reference ? <span className="text-xs text-gray-600">{payment.reference}</span> : null}
      {payment.note ? (
        <span className="whitespace-pre-wrap text-xs text-gray-600">{payment.note}</span>
      ) : null}
      {payment.voidReason ? <span className="text-xs text-gray-600">Void: {payment.voidReason}</span> : null}
    </>
  );
}

function paymentNumber(payment: RecordedPayment) {
  return (
    <span className="whitespace-nowrap">
      {payment.documentNumber}
      {payment.voidedAt ? (
        <Tag className="ml-1" title={payment.voidReason ?? ''}>
          void
        </Tag>
      ) : null}
    </span>
  );
}

const signedAmount = (payment: RecordedPayment) =>
  `${payment.kind === 'refund' ? '−' : ''}${formatCents(payment.amountCents)}`;

function PaymentsTable({ booking, payments }: { booking: Booking; payments: readonly RecordedPayment[] }) {
  const phone = usePhoneColumns();
  const voidButton = (payment: RecordedPayment) => (
    <div className="flex flex-wrap gap-1">
      <PdfButton
        label={payment.kind === 'refund' ? 'Note' : 'Receipt'}
        name={payment.documentNumber}
        make={() =>
          downloadReceiptPdf(
            payment,
            { reference: booking.reference, customerName: booking.customer_name, trip: booking.tour_name },
            getSiteSettings(),
          )
        }
      />
      {payment.voidedAt ? null : <VoidPaymentButton booking={booking} payment={payment} />}
    </div>
  );
  const columns: TableColumnsType<RecordedPayment> = phone
    ? [
        stackedColumn<RecordedPayment>('Payment', 'payment', (payment) => (
          <>
            <span className="font-medium">{signedAmount(payment)}</span>
            <span className="text-gray-600">{formatDay(payment.receivedOn)}</span>
            {paymentNumber(payment)}
            {paymentHow(payment)}
          </>
        )),
        { title: '', key: 'actions', width: 96, render: (_, payment) => voidButton(payment) },
      ]
    : [
        { title: 'Date', key: 'date', render: (_, payment) => formatDay(payment.receivedOn) },
        { title: 'Number', key: 'number', render: (_, payment) => paymentNumber(payment) },
        {
          title: 'How',
          key: 'how',
          render: (_, payment) => <div className="flex flex-col">{paymentHow(payment)}</div>,
        },
        { title: 'Amount', key: 'amount', align: 'right', render: (_, payment) => signedAmount(payment) },
        { title: '', key: 'actions', render: (_, payment) => voidButton(payment) },
      ];
  return (
    <Table<RecordedPayment>
      data-testid="payments"
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...payments]}
      locale={{ emptyText: 'No payments recorded' }}
      rowClassName={(payment) => (payment.voidedAt ? 'opacity-60' : '')}
      columns={columns}
    />
  );
}

/**
 * A booking's money in its details (issue 37): what is paid, due and overdue, the schedule, the
 * invoice, every payment and refund, and the forms that record them. The database computes every
 * figure; this only shows them.
 */
export function PaymentsSection({ booking }: { booking: Booking }) {
  const money = useBookingMoney(booking.id);
  return (
    <section aria-label="Payments" className="mt-6">
      <Typography.Title level={5}>Payments</Typography.Title>
      {money.isError ? (
        <Alert type="error" showIcon title="The payments could not be loaded." />
      ) : money.isPending ? (
        <p>Loading the payments…</p>
      ) : (
        <>
          <Figures money={money.data} />
          {money.data.instalments.length > 0 ? (
            <div className="mt-3">
              <ScheduleTable instalments={money.data.instalments} />
            </div>
          ) : null}
          <Invoices booking={booking} money={money.data} />
          {booking.status === 'confirmed' ? <ScheduleForm booking={booking} money={money.data} /> : null}
          <div className="mt-3">
            <PaymentsTable booking={booking} payments={money.data.payments} />
          </div>
          {/* A new schedule starts the form again, prefilled with what is now due next. */}
          <RecordPaymentForm
            key={money.data.instalments.map((part) => part.id).join()}
            booking={booking}
            money={money.data}
          />
        </>
      )}
    </section>
  );
}
