import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Empty, Modal, Select, Space, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { pageRange } from '../bookings/bookings-query.ts';
import { StatusTag } from '../bookings/StatusTag.tsx';
import { queryKeys } from '../query-keys.ts';
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx';
import { ContactLines } from '../ui/ContactLines.tsx';
import { formatDateTime, languageName, telHrefOf, truncateText } from '../ui/format.ts';
import { replyMailto } from '../ui/mailto.ts';
import { notify } from '../ui/notify.ts';
import { stackedColumn, statusAndActionsColumn, usePhoneColumns } from '../ui/phone-columns.tsx';
import { useLoadFailureToast } from '../ui/useLoadFailureToast.ts';
import { useNotifiedMutation } from '../ui/useNotifiedMutation.ts';
import {
  CONTACT_STATUSES,
  type ContactMessage,
  type ContactStatus,
  deleteMessage,
  fetchContactPage,
  updateMessageStatus,
} from './contact-service.ts';

const STATUS_OPTIONS = CONTACT_STATUSES.map((status) => ({ value: status, label: status }));
const PAGE_SIZE = 20;

export function ContactMessagesTab() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const narrow = usePhoneColumns();
  const [viewing, setViewing] = useState<ContactMessage | null>(null);
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null);

  const messages = useQuery({
    queryKey: queryKeys.contactPage(page, PAGE_SIZE),
    queryFn: () => fetchContactPage(pageRange(page, PAGE_SIZE)),
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(messages, ADMIN_TOASTS.loadMessagesFailure);
  const total = messages.data?.total;
  useEffect(() => {
    if (total !== undefined && page > 1 && (page - 1) * PAGE_SIZE >= total)
      setPage(Math.max(1, Math.ceil(total / PAGE_SIZE)));
  }, [total, page]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.contactMessages });

  const statusChange = useNotifiedMutation({
    run: ({ id, status }: { id: string; status: ContactStatus }) => updateMessageStatus(id, status),
    success: ({ status }) => ADMIN_TOASTS.messageStatusUpdated(status),
    failure: ADMIN_TOASTS.updateMessageStatusFailure,
    onSuccess: ({ id, status }) =>
      setViewing((current) => (current?.id === id ? { ...current, status } : current)),
    settled: refresh,
  });

  // Opening an unread message marks it read (the staff member has read it); quietly, the badge
  // and the row show the change.
  const open = (message: ContactMessage) => {
    setViewing(message);
    if (message.status !== 'unread') return;
    updateMessageStatus(message.id, 'read')
      .then(() =>
        setViewing((current) => (current?.id === message.id ? { ...current, status: 'read' } : current)),
      )
      .catch((error: unknown) => {
        console.error(ADMIN_TOASTS.updateMessageStatusFailure.description, error);
        notify(ADMIN_TOASTS.updateMessageStatusFailure);
      })
      .finally(refresh);
  };

  const removal = useNotifiedMutation({
    run: deleteMessage,
    success: () => ADMIN_TOASTS.messageDeleted,
    failure: ADMIN_TOASTS.deleteMessageFailure,
    settled: () => {
      setToDelete(null);
      refresh();
    },
  });

  const statusSelect = (message: ContactMessage) => (
    <Select
      aria-label={`Status of the message from ${message.name}`}
      value={message.status}
      options={STATUS_OPTIONS}
      onChange={(next) => statusChange.mutate({ id: message.id, status: next })}
      className="w-28"
    />
  );
  const contact = (message: ContactMessage) => <ContactLines email={message.email} phone={message.phone} />;
  const actions = (message: ContactMessage) => (
    <Space>
      <Button size="small" onClick={() => open(message)} aria-label={`View the message from ${message.name}`}>
        View
      </Button>
      <Button
        size="small"
        danger
        onClick={() => setToDelete(message)}
        aria-label={`Delete the message from ${message.name}`}
      >
        Delete
      </Button>
    </Space>
  );

  const columns: TableColumnsType<ContactMessage> = narrow
    ? [
        // At phone width: the message with its sender in one cell, its status and actions in the
        // other, both on screen.
        stackedColumn<ContactMessage>(
          'Message',
          'message',
          (message) => (
            <>
              <span className="font-medium">{message.name}</span>
              {contact(message)}
              <span className="text-gray-600">{truncateText(message.message)}</span>
              <span className="text-xs text-gray-500">{formatDateTime(message.created_at)}</span>
            </>
          ),
          'gap-1 text-sm',
        ),
        statusAndActionsColumn(136, statusSelect, actions),
      ]
    : [
        {
          title: 'Status',
          dataIndex: 'status',
          key: 'status',
          width: 140,
          render: (_, m) => statusSelect(m),
        },
        { title: 'Name', dataIndex: 'name', key: 'name', ellipsis: true },
        { title: 'Contact', key: 'contact', render: (_, message) => contact(message) },
        {
          title: 'Message',
          dataIndex: 'message',
          key: 'message',
          render: (text: string) => truncateText(text),
        },
        {
          title: 'Received',
          dataIndex: 'created_at',
          key: 'received',
          width: 170,
          render: (time: string) => formatDateTime(time),
        },
        { title: 'Actions', key: 'actions', width: 150, render: (_, message) => actions(message) },
      ];

  return (
    <section aria-label="Contact Messages">
      <Table<ContactMessage>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={messages.data?.rows}
        loading={messages.isFetching && !messages.data}
        scroll={narrow ? undefined : { x: 1000 }}
        locale={{ emptyText: <Empty description="No contact messages yet" /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: messages.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
      <Modal
        open={viewing !== null}
        title="Contact Message"
        onCancel={() => setViewing(null)}
        destroyOnHidden
        width={640}
        footer={
          viewing && (
            <Space wrap>
              <ReplyButton address={viewing.email} />
              <Button href={telHrefOf(viewing.phone)}>Call Customer</Button>
            </Space>
          )
        }
      >
        {viewing && (
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'name', label: 'Name', children: viewing.name },
              { key: 'email', label: 'Email', children: viewing.email },
              { key: 'phone', label: 'Phone', children: viewing.phone },
              { key: 'language', label: 'Language', children: languageName(viewing.language) },
              { key: 'status', label: 'Status', children: <StatusTag status={viewing.status} /> },
              {
                key: 'message',
                label: 'Message',
                children: <span className="whitespace-pre-wrap break-words">{viewing.message}</span>,
              },
              { key: 'received', label: 'Received', children: formatDateTime(viewing.created_at) },
              { key: 'updated', label: 'Updated', children: formatDateTime(viewing.updated_at) },
            ]}
          />
        )}
      </Modal>
      <ConfirmDelete
        open={toDelete !== null}
        title="Delete Contact Message?"
        description={`This permanently deletes the message from ${toDelete?.name ?? ''}. It cannot be undone.`}
        pending={removal.isPending}
        onConfirm={() => toDelete && removal.mutate(toDelete.id)}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

/** The dialog's reply: no link for an address that could carry extra recipients or headers. */
function ReplyButton({ address }: { address: string }) {
  const href = replyMailto(address);
  if (!href) {
    return (
      <Button type="primary" disabled title="Not a plain e-mail address: check it before writing">
        Reply via Email
      </Button>
    );
  }
  return (
    <Button href={href} type="primary">
      Reply via Email
    </Button>
  );
}
