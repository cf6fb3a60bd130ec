import type { IncomingMessage } from 'node:http';
import { defaultSiteSettings } from '@safari/shared-domain';
import { describe, expect, it } from 'vitest';
import { type PrerenderedPage, parsePrerenderedSite } from './compose.ts';
import { pageAddress, pageResponse } from './page-routes.ts';

const FRAME =
  '<html><head><!-- page-head --><title>Default</title><!-- /page-head --></head><body><div id="root"></div></body></html>';
const page = (text: string): PrerenderedPage => ({
  head: `<title>${text}</title>`,
  hints: '',
  html: `<h1>${text}</h1>`,
  modules: [],
  styles: [],
});
const SITE = {
  format: 1,
  settings: defaultSiteSettings,
  pages: { '/': page('Home'), '/tours': page('Tours') },
  notFound: page('404'),
  files: { '/sitemap.xml': { contentType: 'application/xml', body: '<loc>__SITE_ORIGIN__/tours</loc>' } },
};
const CONFIG = {
  remotes: { publicSite: '/remotes/public-site/remoteEntry.js', adminApp: '/a.js' },
  supabase: { url: '/', anonKey: '' },
  settings: {},
};

function answer(pathname: string, overrides: { config?: unknown; site?: unknown; search?: string } = {}) {
  return pageResponse({
    pathname,
    search: overrides.search ?? '',
    frame: async () => FRAME,
    site: async () => parsePrerenderedSite(JSON.stringify(overrides.site ?? SITE)),
    config: overrides.config ?? CONFIG,
    address: () => ({
      origin: 'http://127.0.0.1:3000',
      assetBase: 'http://127.0.0.1:3000/remotes/public-site/',
    }),
    check: { warned: false },
  });
}

describe('page routes', () => {
  it('answers a prerendered page with 200 and its HTML', async () => {
    const tours = await answer('/tours');
    expect(tours?.status).toBe(200);
    expect(tours?.body).toContain('<div id="root" data-prerendered><h1>Tours</h1>');
  });

  it('answers any other address with 404 and the not-found page', async () => {
    for (const path of ['/no-such-page', '/tour/no-such-tour', '/constructor', '/__proto__']) {
      const missing = await answer(path);
      expect(missing?.status, path).toBe(404);
      expect(missing?.body, path).toContain('<h1>404</h1>');
    }
  });

  it('sends an address with a trailing slash to the one without, keeping the query', async () => {
    expect(await answer('/tours/', { search: '?destination=serengeti' })).toMatchObject({
      status: 301,
      location: '/tours?destination=serengeti',
    });
    expect((await answer('//evil.example/'))?.location).toBe('/evil.example');
    expect((await answer('/\u0000/'))?.location).toBe('/%00');
    expect((await answer('/ü ber/'))?.location).toBe('/%C3%BC%20ber');
  });

  it('serves the bare frame (still 404 for unknown pages) when the settings differ from the build', async () => {
    const config = { ...CONFIG, settings: { phone: '+255 700 111 222' } };
    const home = await answer('/', { config });
    expect(home).toEqual({ status: 200, body: FRAME });
    expect((await answer('/nope', { config }))?.status).toBe(404);
  });

  it('serves the files made with the pages, with the site address filled in', async () => {
    expect(await answer('/sitemap.xml')).toEqual({
      status: 200,
      body: '<loc>http://127.0.0.1:3000/tours</loc>',
      contentType: 'application/xml',
    });
  });

  it('leaves the page to the browser when pages.json is missing or not understood', async () => {
    expect(await answer('/', { site: { format: 9 } })).toBeNull();
  });
});

describe('the address of a page', () => {
  const request = (host: string, proto?: string) =>
    ({
      headers: { host, ...(proto ? { 'x-forwarded-proto': proto } : {}) },
      socket: {},
    }) as unknown as IncomingMessage;

  it('takes the origin from a well-formed Host and resolves the remote folder against it', () => {
    expect(
      pageAddress(request('Safari.Example:8080', 'https'), '/remotes/public-site/remoteEntry.js'),
    ).toEqual({
      origin: 'https://safari.example:8080',
      assetBase: 'https://safari.example:8080/remotes/public-site/',
    });
    expect(pageAddress(request('127.0.0.1:3000'), 'https://cdn.example/p/remoteEntry.js')?.assetBase).toBe(
      'https://cdn.example/p/',
    );
  });

  it('refuses a Host or an entry that would put markup into the page', () => {
    for (const host of ['evil"><script>', 'a b', '', 'x/y', 'x@y'])
      expect(pageAddress(request(host), '/r/e.js'), host).toBeNull();
    // URL parsing percent-encodes what an entry could smuggle in.
    expect(pageAddress(request('127.0.0.1'), '/r"><script>/e.js')?.assetBase).not.toMatch(/["<>\s]/);
  });
});
