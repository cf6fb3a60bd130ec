import { getAuthStore } from '@safari/shared-domain';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';

/**
 * The admin app's own sign-in form at /admin/sign-in. /admin still sends a signed-out visitor to
 * the public site's /auth (docs/product.md §11), but when the public remote is down that page cannot
 * render, and its down page links here so staff can still get in. It signs in through the page's
 * one auth store, so the session is the same the public site would have made; the dashboard's
 * guard then checks the role as always. The admin's own dev server also mounts it at /auth.
 */
export function StaffSignIn() {
  const navigate = useNavigate();
  const store = getAuthStore();
  const signedIn = useStore(store, (state) => !state.loading && state.user !== null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    store.getState().initialize();
  }, [store]);

  const signIn = async ({ email, password }: { email: string; password: string }) => {
    setPending(true);
    setError(null);
    const outcome = await store.getState().signIn(email, password);
    setPending(false);
    if (outcome.ok) navigate('/admin', { replace: true });
    else setError(outcome.notice.description);
  };

  if (signedIn && !pending) return <Navigate to="/admin" replace />;
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-100 p-4">
      <Card title={<h1 className="m-0 text-lg">Staff sign-in</h1>} className="w-full max-w-sm">
        <Form layout="vertical" onFinish={signIn} aria-label="Staff sign-in" requiredMark={false}>
          {error && <Alert type="error" role="alert" title={error} className="mb-4" />}
          <Form.Item
            label="Email"
            name="email"
            rules={[{ required: true, message: 'Enter your e-mail address' }]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[{ required: true, message: 'Enter your password' }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={pending} block>
            Sign In
          </Button>
        </Form>
      </Card>
    </main>
  );
}
