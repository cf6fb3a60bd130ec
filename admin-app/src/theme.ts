import type { ThemeConfig } from 'antd';

/**
 * The class that scopes the theme's CSS variables. antd names it from React's `useId` unless told;
 * a fixed name lets the first screen's drawn markup (decision 198) carry the same class as the
 * components, and the build-time style sheet (decision 170) uses it too.
 */
export const ADMIN_CSS_VAR_KEY = 'css-var-admin';

/** The admin's antd theme: the browser's and the build-time style sheet's (decision 170). */
export const ADMIN_THEME: ThemeConfig = {
  token: { colorPrimary: '#92400e' },
  cssVar: { key: ADMIN_CSS_VAR_KEY },
};
