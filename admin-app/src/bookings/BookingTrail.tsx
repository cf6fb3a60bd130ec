import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag, Timeline } from 'antd';
import { queryKeys } from '../query-keys.ts';
import { formatDateTime, formatTime } from '../ui/format.ts';
import { type BookingMail, fetchBookingMails, fetchStatusHistory } from './bookings-service.ts';
import { StatusTag } from './StatusTag.tsx';

const MAIL_KINDS: Record<string, string> = {
  receipt: 'Receipt to the traveller',
  operator_notice: 'Notice to the office',
  confirmed: 'Confirmation to the traveller',
  cancelled: 'Cancellation to the traveller',
  quoted: 'Quoted price to the traveller',
  proposal_sent: 'Proposal to the traveller',
  proposal_changes_requested: 'Changes asked, to the office',
  proposal_accepted: 'Acceptance to the traveller',
  proposal_accepted_notice: 'Acceptance, to the office',
  payment_receipt: 'Payment receipt to the traveller',
  payment_reminder: 'Payment reminder to the traveller',
  payment_overdue: 'Overdue payment notice to the traveller',
};

/** While a mail waits in the outbox, look again now and then: the sender may deliver it. */
const UNSENT_MAIL_POLL_MS = 5_000;

/** Every status the booking has had, with who set it and when (docs/product.md §15). */
export function StatusHistory({ bookingId }: { bookingId: string }) {
  const history = useQuery({
    queryKey: queryKeys.bookingHistory(bookingId),
    queryFn: () => fetchStatusHistory(bookingId),
  });
  if (history.isError) return <Alert type="error" showIcon title="The status history could not be loaded." />;
  if (history.isPending) return <p>Loading the status history…</p>;
  if (history.data.length === 0) return <p>No status changes recorded.</p>;
  return (
    <Timeline
      data-testid="status-history"
      items={history.data.map((change) => ({
        key: change.id,
        children: (
          <span>
            {change.old_status ? (
              <>
                <StatusTag status={change.old_status} /> →{' '}
              </>
            ) : (
              'Requested as '
            )}
            <StatusTag status={change.new_status} /> by{' '}
            {change.changed_by_email ?? 'a visitor without an account'} on {formatDateTime(change.changed_at)}
          </span>
        ),
      }))}
    />
  );
}

function mailState(mail: BookingMail) {
  if (mail.sent_at) return <Tag color="green">Sent {formatDateTime(mail.sent_at)}</Tag>;
  if (mail.withdrawn_at) return <Tag>Withdrawn: the change was undone or overtaken</Tag>;
  if (mail.attempts > 0) {
    return (
      <span>
        <Tag color="red">
          Not sent yet ({mail.attempts} attempt{mail.attempts === 1 ? '' : 's'})
        </Tag>
        {mail.last_error ? <span className="text-xs text-gray-600">{mail.last_error}</span> : null}
      </span>
    );
  }
  if (mail.hold_until && Date.parse(mail.hold_until) > Date.now())
    return <Tag color="gold">Held until {formatTime(mail.hold_until)} so the change can be undone</Tag>;
  return <Tag color="gold">Waiting to be sent</Tag>;
}

/** The booking's mails from the outbox, and whether each went out. */
export function BookingMails({ bookingId }: { bookingId: string }) {
  const mails = useQuery({
    queryKey: queryKeys.bookingMails(bookingId),
    queryFn: () => fetchBookingMails(bookingId),
    refetchInterval: (query) =>
      query.state.data?.some((mail) => !mail.sent_at && !mail.withdrawn_at) ? UNSENT_MAIL_POLL_MS : false,
  });
  if (mails.isError) return <Alert type="error" showIcon title="The booking's mails could not be loaded." />;
  return (
    <Table<BookingMail>
      data-testid="booking-mails"
      rowKey="id"
      size="small"
      pagination={false}
      loading={mails.isPending}
      dataSource={mails.data}
      locale={{ emptyText: 'No mails for this booking' }}
      scroll={{ x: 560 }}
      columns={[
        { title: 'Mail', dataIndex: 'kind', key: 'kind', render: (kind: string) => MAIL_KINDS[kind] ?? kind },
        { title: 'To', dataIndex: 'recipient', key: 'to' },
        {
          title: 'Queued',
          dataIndex: 'created_at',
          key: 'queued',
          render: (at: string) => formatDateTime(at),
        },
        { title: 'Went out', key: 'sent', render: (_, mail) => mailState(mail) },
      ]}
    />
  );
}
