import type { ThemeConfig } from 'antd';

/** The admin's antd theme: the browser's and the build-time style sheet's (decision 170). */
export const ADMIN_THEME: ThemeConfig = { token: { colorPrimary: '#92400e' } };
