import { getAuthStore } from '@safari/shared-domain';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AntdLayer } from './AntdLayer.tsx';

/**
 * Only for the admin app's own dev server (no public site there to own /auth): signs in through
 * the shared auth store and comes back to /admin.
 */
export function StandaloneSignIn() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const signIn = async ({ email, password }: { email: string; password: string }) => {
    setPending(true);
    const outcome = await getAuthStore().getState().signIn(email, password);
    setPending(false);
    if (outcome.ok) navigate('/admin', { replace: true });
    else setError(outcome.notice.description);
  };

  return (
    <AntdLayer>
      <div data-remote="admin-app" className="flex min-h-screen items-center justify-center p-4">
        <Card title="Admin sign-in (standalone)" className="w-full max-w-sm">
          {error && <Alert type="error" title={error} className="mb-4" />}
          <Form layout="vertical" onFinish={signIn}>
            <Form.Item label="Email" name="email" rules={[{ required: true }]}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Form.Item label="Password" name="password" rules={[{ required: true }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={pending} block>
              Sign In
            </Button>
          </Form>
        </Card>
      </div>
    </AntdLayer>
  );
}
