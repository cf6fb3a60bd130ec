import { getAuthStore } from '@safari/shared-domain';
import { Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { formatDateTime } from '../ui/format.ts';
import { notify } from '../ui/notify.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

export function AccountTab() {
  const navigate = useNavigate();
  const user = useStore(getAuthStore(), (state) => state.user);
  const [changingPassword, setChangingPassword] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    const outcome = await getAuthStore().getState().signOut();
    setSigningOut(false);
    if (outcome.notice) notify(outcome.notice);
    if (outcome.ok) navigate(outcome.redirectTo ?? '/', { replace: true });
  };

  return (
    <section aria-label="Account Settings" className="grid gap-4 md:grid-cols-2">
      <Card title="Account Information">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'email', label: 'Email', children: user?.email ?? '' },
            { key: 'type', label: 'Account Type', children: 'Administrator' },
            {
              key: 'last',
              label: 'Last Sign In',
              children: user?.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Current session',
            },
          ]}
        />
      </Card>
      <Card title="Security">
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setChangingPassword(true)}>Change Password</Button>
          <Button danger onClick={signOut} loading={signingOut}>
            Sign Out
          </Button>
        </div>
      </Card>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </section>
  );
}
