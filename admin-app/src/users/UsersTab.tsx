import { type AppRole, getAuthStore } from '@safari/shared-domain';
import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Select, Table, type TableColumnsType, type TableProps, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { queryKeys } from '../query-keys.ts';
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx';
import { formatDateTime, formatDay } from '../ui/format.ts';
import { stackedColumn, statusAndActionsColumn, usePhoneColumns } from '../ui/phone-columns.tsx';
import { useLoadFailureToast } from '../ui/useLoadFailureToast.ts';
import { useNotifiedMutation } from '../ui/useNotifiedMutation.ts';
import { deleteUser, listUsers, type ManagedUser, updateUserRole } from './users-service.ts';
import {
  DEFAULT_USERS_VIEW,
  PHONE_SORTS,
  type PhoneSort,
  phoneSortOf,
  type UsersSortColumn,
  type UsersView,
  visibleUsers,
} from './users-table.ts';

const ROLE_OPTIONS: { value: AppRole; label: string }[] = [
  { value: 'admin', label: 'admin' },
  { value: 'user', label: 'user' },
];

const ROLE_FILTER_OPTIONS: { value: AppRole | 'all'; label: string }[] = [
  { value: 'all', label: 'All roles' },
  { value: 'admin', label: 'Admins' },
  { value: 'user', label: 'Users' },
];

export function UsersTab() {
  const queryClient = useQueryClient();
  const ownId = useStore(getAuthStore(), (state) => state.user?.id);
  const [toDelete, setToDelete] = useState<ManagedUser | null>(null);
  // Making someone admin gives them every booking, message and account: asked first.
  const [toPromote, setToPromote] = useState<ManagedUser | null>(null);
  const users = useQuery({ queryKey: queryKeys.users, queryFn: listUsers });
  const [view, setView] = useState<UsersView>(DEFAULT_USERS_VIEW);
  const narrow = usePhoneColumns();
  const shown = useMemo(() => visibleUsers(users.data ?? [], view), [users.data, view]);
  // antd draws the sort arrows; the order itself comes from the headless model.
  const sortOrder = (column: UsersSortColumn) => {
    const sort = view.sorting[0];
    if (sort?.id !== column) return null;
    return sort.desc ? ('descend' as const) : ('ascend' as const);
  };
  const onTableChange: TableProps<ManagedUser>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const column = sorter.columnKey as UsersSortColumn | undefined;
    setView((v) => ({
      ...v,
      sorting: column && sorter.order ? [{ id: column, desc: sorter.order === 'descend' }] : [],
    }));
  };

  useLoadFailureToast(users, ADMIN_TOASTS.loadUsersFailure);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.users });

  const roleChange = useNotifiedMutation({
    run: ({ id, role }: { id: string; role: AppRole }) => updateUserRole(id, role),
    success: ({ role }) => ADMIN_TOASTS.roleUpdated(role),
    failure: ADMIN_TOASTS.updateRoleFailure,
    settled: () => {
      setToPromote(null);
      refresh();
    },
  });

  const removal = useNotifiedMutation({
    run: deleteUser,
    success: () => ADMIN_TOASTS.userDeleted,
    failure: ADMIN_TOASTS.deleteUserFailure,
    settled: () => {
      setToDelete(null);
      refresh();
      // Their bookings stay, without the user: the list may show them differently now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
    },
  });

  const emailCell = (user: ManagedUser) => (
    <span>
      {user.email} {user.id === ownId && <Tag color="blue">You</Tag>}
    </span>
  );
  const lastSignIn = (user: ManagedUser) =>
    user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Never';
  const roleSelect = (user: ManagedUser) => (
    <Select
      aria-label={`Role of ${user.email}`}
      value={user.role}
      options={ROLE_OPTIONS}
      disabled={user.id === ownId}
      onChange={(next) =>
        next === 'admin' ? setToPromote(user) : roleChange.mutate({ id: user.id, role: next })
      }
      className="w-28"
    />
  );
  const deleteButton = (user: ManagedUser) => (
    <Button
      size="small"
      danger
      disabled={user.id === ownId}
      onClick={() => setToDelete(user)}
      aria-label={`Delete ${user.email}`}
    >
      Delete
    </Button>
  );

  const columns: TableColumnsType<ManagedUser> = narrow
    ? [
        // At phone width: the account with its dates in one cell, its role and delete in the
        // other; the order comes from the "Sort users" list above the table (decision 171).
        stackedColumn<ManagedUser>(
          'User',
          'user',
          (user) => (
            <>
              <span className="font-medium">{emailCell(user)}</span>
              <span className="text-xs text-gray-600">Registered {formatDay(user.created_at)}</span>
              <span className="text-xs text-gray-600">Last sign-in: {lastSignIn(user)}</span>
            </>
          ),
          'gap-1 text-sm',
        ),
        statusAndActionsColumn(136, roleSelect, deleteButton, 'Role'),
      ]
    : [
        {
          title: 'Email',
          dataIndex: 'email',
          key: 'email',
          sorter: true,
          sortOrder: sortOrder('email'),
          render: (_, user) => emailCell(user),
        },
        { title: 'Role', dataIndex: 'role', key: 'role', width: 140, render: (_, user) => roleSelect(user) },
        {
          title: 'Registered',
          dataIndex: 'created_at',
          key: 'registered',
          width: 140,
          sorter: true,
          sortOrder: sortOrder('registered'),
          render: (time: string) => formatDay(time),
        },
        {
          title: 'Last Sign In',
          dataIndex: 'last_sign_in_at',
          key: 'last-sign-in',
          width: 180,
          sorter: true,
          sortOrder: sortOrder('last-sign-in'),
          render: (_, user) => lastSignIn(user),
        },
        { title: 'Actions', key: 'actions', width: 110, render: (_, user) => deleteButton(user) },
      ];

  return (
    <section aria-label="Users">
      <div className="mb-4 flex flex-wrap gap-3">
        <Input
          allowClear
          aria-label="Search users by e-mail"
          placeholder="Search by e-mail"
          value={view.search}
          onChange={(e) => setView((v) => ({ ...v, search: e.target.value }))}
          className="max-w-xs"
        />
        <Select<AppRole | 'all'>
          aria-label="Filter users by role"
          value={view.role ?? 'all'}
          options={ROLE_FILTER_OPTIONS}
          onChange={(role) => setView((v) => ({ ...v, role: role === 'all' ? null : role }))}
          className="w-36"
        />
        {narrow && (
          <Select<PhoneSort>
            aria-label="Sort users"
            value={phoneSortOf(view.sorting)}
            placeholder="Sort users"
            options={PHONE_SORTS.map(({ value, label }) => ({ value, label }))}
            onChange={(sort) =>
              setView((v) => ({ ...v, sorting: PHONE_SORTS.find((o) => o.value === sort)?.sorting ?? [] }))
            }
            className="w-56"
          />
        )}
      </div>
      <Table<ManagedUser>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={shown}
        loading={users.isPending}
        onChange={onTableChange}
        showSorterTooltip={false}
        scroll={narrow ? undefined : { x: 800 }}
        locale={{ emptyText: users.data?.length ? 'No users match' : 'No users yet' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
      <Modal
        open={toPromote !== null}
        title={`Make ${toPromote?.email ?? ''} an admin?`}
        okText="Make admin"
        cancelText="Back"
        okButtonProps={{ loading: roleChange.isPending }}
        onOk={() => toPromote && roleChange.mutate({ id: toPromote.id, role: 'admin' })}
        onCancel={() => setToPromote(null)}
        destroyOnHidden
      >
        <p>
          An admin sees every booking, message and account, changes bookings and makes other admins. Only give
          this to staff you trust.
        </p>
      </Modal>
      <ConfirmDelete
        open={toDelete !== null}
        title="Delete User Account?"
        description={`This permanently deletes ${toDelete?.email ?? ''} and all associated data (their role and sign-in). Their booking requests stay, no longer linked to an account. It cannot be undone.`}
        pending={removal.isPending}
        onConfirm={() => toDelete && removal.mutate(toDelete.id)}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
