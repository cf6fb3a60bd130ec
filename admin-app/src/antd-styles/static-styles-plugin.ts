import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { ADMIN_THEME } from '../theme.ts';
import { inventory } from './inventory.ts';

/** What App.tsx imports: antd's styles for the admin, worked out at build time (decision 170). */
const ANTD_STYLES_ID = 'virtual:antd-static-styles.css';

const require = createRequire(import.meta.url);

/**
 * Renders the inventory with the admin's theme and cascade layer in Node, as the browser would,
 * and returns the style sheet antd's CSS-in-JS would have computed for it: every rule, then the
 * `.data-ant-cssinjs-cache-path` rule that tells `@ant-design/cssinjs` in the browser which
 * styles the sheet already holds, so it skips computing and inserting them.
 *
 * The hashes in it depend on antd's version, the theme and NODE_ENV (antd prefixes its hashes
 * differently in development), so it is made by the same build that bundles antd.
 */
export function renderAntdStyles(): string {
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const antd = require('antd') as typeof import('antd');
  const { createCache, extractStyle, StyleProvider } =
    require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const h = React.createElement as Parameters<typeof inventory>[1];
  const cache = createCache();
  renderToString(
    h(
      StyleProvider,
      { cache, layer: true },
      h(antd.ConfigProvider, { theme: ADMIN_THEME }, h(antd.App, null, inventory(antd, h))),
    ),
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
}

/** Serves ANTD_STYLES_ID, rendered once per build or dev server. */
export function antdStaticStyles(): Plugin {
  const resolved = `\0${ANTD_STYLES_ID}`;
  let css: string | undefined;
  return {
    name: 'safari-antd-static-styles',
    resolveId: (id) => (id === ANTD_STYLES_ID ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      css ??= renderAntdStyles();
      return css;
    },
  };
}
