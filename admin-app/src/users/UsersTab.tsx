import { ADMIN_TOASTS, type AppRole, getAuthStore } from '@safari/shared-domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useStore } from 'zustand';
import { queryKeys } from '../query-keys.ts';
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx';
import { formatDateTime, formatDay } from '../ui/format.ts';
import { useLoadFailureToast } from '../ui/useLoadFailureToast.ts';
import { useNotifiedMutation } from '../ui/useNotifiedMutation.ts';
import { deleteUser, listUsers, type ManagedUser, updateUserRole } from './users-service.ts';

const ROLE_OPTIONS: { value: AppRole; label: string }[] = [
  { value: 'admin', label: 'admin' },
  { value: 'user', label: 'user' },
];

export function UsersTab() {
  const queryClient = useQueryClient();
  const ownId = useStore(getAuthStore(), (state) => state.user?.id);
  const [toDelete, setToDelete] = useState<ManagedUser | null>(null);
  const users = useQuery({ queryKey: queryKeys.users, queryFn: listUsers });

  useLoadFailureToast(users, ADMIN_TOASTS.loadUsersFailure);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.users });

  const roleChange = useNotifiedMutation({
    run: ({ id, role }: { id: string; role: AppRole }) => updateUserRole(id, role),
    success: ({ role }) => ADMIN_TOASTS.roleUpdated(role),
    failure: ADMIN_TOASTS.updateRoleFailure,
    settled: refresh,
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

  const columns: TableColumnsType<ManagedUser> = [
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      render: (email: string, user) => (
        <span>
          {email} {user.id === ownId && <Tag color="blue">You</Tag>}
        </span>
      ),
    },
    {
      title: 'Role',
      dataIndex: 'role',
      key: 'role',
      width: 140,
      render: (role: AppRole, user) => (
        <Select
          aria-label={`Role of ${user.email}`}
          value={role}
          options={ROLE_OPTIONS}
          disabled={user.id === ownId}
          onChange={(next) => roleChange.mutate({ id: user.id, role: next })}
          className="w-28"
        />
      ),
    },
    {
      title: 'Registered',
      dataIndex: 'created_at',
      key: 'registered',
      width: 140,
      render: (time: string) => formatDay(time),
    },
    {
      title: 'Last Sign In',
      dataIndex: 'last_sign_in_at',
      key: 'last-sign-in',
      width: 180,
      render: (time: string | null) => (time ? formatDateTime(time) : 'Never'),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_, user) => (
        <Button
          size="small"
          danger
          disabled={user.id === ownId}
          onClick={() => setToDelete(user)}
          aria-label={`Delete ${user.email}`}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <section aria-label="Users">
      <Table<ManagedUser>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={users.data}
        loading={users.isPending}
        scroll={{ x: 800 }}
        locale={{ emptyText: 'No users yet' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
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
