import { type RemoteAppProps, recordSharedModules } from '@safari/shared-ui';
import { ConfigProvider, Layout, Typography } from 'antd';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AntdLayer } from './AntdLayer.tsx';
import './styles.css';

recordSharedModules('adminApp');

/** The staff dashboard, relative to /admin. */
export default function AdminApp({ notFound }: RemoteAppProps) {
  return (
    <AntdLayer>
      <ConfigProvider theme={{ token: { colorPrimary: '#92400e' } }}>
        <div data-remote="admin-app">
          <Routes>
            <Route index element={<AdminHome />} />
            <Route path="*" element={notFound} />
          </Routes>
        </div>
      </ConfigProvider>
    </AntdLayer>
  );
}

function AdminHome() {
  useEffect(() => {
    document.title = 'Admin Dashboard';
  }, []);
  return (
    <Layout className="min-h-screen" data-testid="admin-layout">
      <Layout.Content className="p-6">
        <Typography.Title level={1}>Admin Dashboard</Typography.Title>
      </Layout.Content>
    </Layout>
  );
}
