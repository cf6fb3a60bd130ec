import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import { Modal, Table } from 'antd';
import { useState } from 'react';
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx';
import { usePhoneColumns } from '../ui/phone-columns.tsx';
import { useNotifiedMutation } from '../ui/useNotifiedMutation.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { BookingsToolbar } from './BookingsToolbar.tsx';
import { bookingColumns, WIDE_TABLE_WIDTH } from './booking-columns.tsx';
import { type Booking, deleteBooking } from './bookings-service.ts';
import { isSortKey, PAGE_SIZES } from './bookings-url.ts';
import { StatusUndoBar } from './StatusUndoBar.tsx';
import { useSortRequests } from './sort-requests.ts';
import { useBookingsTable } from './useBookingsTable.ts';
import { useStatusChange } from './useStatusChange.ts';

export function BookingsTab() {
  const { view, changeFilter, goToPage, filter, order, bookings, refresh } = useBookingsTable();
  const narrow = usePhoneColumns();
  const { asking, setAsking, held, setHeld, statusChange, chooseStatus } = useStatusChange(refresh);
  const [details, setDetails] = useState<Booking | null>(null);
  const [toDelete, setToDelete] = useState<Booking | null>(null);
  const askSort = useSortRequests(view);

  const removal = useNotifiedMutation({
    run: deleteBooking,
    success: () => ADMIN_TOASTS.bookingDeleted,
    failure: ADMIN_TOASTS.deleteBookingFailure,
    settled: () => {
      setToDelete(null);
      refresh();
    },
  });

  const columns = bookingColumns(narrow, {
    view,
    chooseStatus,
    savingStatus: (booking) => statusChange.isPending && statusChange.variables?.booking.id === booking.id,
    showDetails: setDetails,
    askDelete: setToDelete,
  });

  // While a new search, filter or page loads, the last answer's rows stay on screen under a
  // spinner (not clickable): a row picked then could be a booking the new answer no longer holds.
  const waiting = bookings.isPlaceholderData || (bookings.isFetching && !bookings.data);

  return (
    <section
      aria-label="Bookings Management"
      aria-busy={waiting}
      // The search the rows on screen answer (end-to-end tests wait for theirs).
      data-answers-search={waiting ? undefined : view.search}
    >
      <BookingsToolbar
        view={view}
        changeFilter={changeFilter}
        filter={filter}
        order={order}
        narrow={narrow}
      />
      {held ? <StatusUndoBar change={held} onDone={() => setHeld(null)} onUndone={refresh} /> : null}
      <Table<Booking>
        rowKey="id"
        size={narrow ? 'small' : 'middle'}
        tableLayout={narrow ? 'fixed' : undefined}
        columns={columns}
        dataSource={bookings.data?.rows}
        loading={waiting}
        scroll={narrow ? undefined : { x: WIDE_TABLE_WIDTH }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort' || Array.isArray(sorter)) return;
          const key = sorter.columnKey;
          // The next order from the last one asked for, not from antd's (sort-requests.ts).
          if (!isSortKey(key)) changeFilter({ sort: 'created', direction: 'desc' });
          else changeFilter(askSort(key));
        }}
        locale={{ emptyText: 'No bookings found' }}
        pagination={{
          current: view.page,
          pageSize: view.pageSize,
          total: bookings.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (count, [from, to]) => `${from}-${to} of ${count} bookings`,
          onChange: goToPage,
        }}
      />
      <BookingDetails booking={details} onClose={() => setDetails(null)} onChanged={setDetails} />
      <Modal
        open={asking !== null}
        title={asking ? `Set booking ${asking.booking.reference} to ${asking.status}?` : ''}
        okText={asking ? `Set to ${asking.status}` : 'OK'}
        cancelText="Back"
        okButtonProps={{ loading: statusChange.isPending, danger: asking?.status === 'cancelled' }}
        onOk={() => asking && statusChange.mutate(asking)}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        <p>
          {asking?.booking.customer_name} will be mailed at {asking?.booking.customer_email} that their
          booking is {asking?.status}. The mail waits a moment before it leaves, so you can still undo the
          change.
        </p>
      </Modal>
      <ConfirmDelete
        open={toDelete !== null}
        title="Are you sure?"
        description={`This permanently deletes booking ${toDelete?.reference ?? ''} of ${toDelete?.customer_name ?? ''}. It cannot be undone.`}
        pending={removal.isPending}
        onConfirm={() => toDelete && removal.mutate(toDelete.id)}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
