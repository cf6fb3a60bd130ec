import { defaultSiteSettings } from '@safari/shared-domain';
import { describe, expect, it } from 'vitest';
import { staticSite } from './compose-static.ts';

const FRAME =
  '<html><head><!-- page-head --><title>Default</title><!-- /page-head --></head><body><div id="root"></div></body></html>';
const page = (text: string) => ({
  head: `<title>${text}</title>`,
  hints: '',
  html: `<h1>${text}</h1>`,
  modules: ['remoteEntry.js'],
  styles: [],
});
const PAGES = JSON.stringify({
  format: 1,
  settings: defaultSiteSettings,
  pages: { '/': page('Home'), '/tour/serengeti-migration': page('Serengeti') },
  notFound: page('404'),
  files: { '/sitemap.xml': { contentType: 'application/xml', body: '<loc>__SITE_ORIGIN__/</loc>' } },
});
const CONFIG = {
  remotes: { publicSite: 'https://cdn.example/public-site/remoteEntry.js', adminApp: '/a.js' },
  supabase: { url: 'https://project.supabase.co', anonKey: 'key' },
  settings: {},
};

describe('the static site for a CDN', () => {
  it('writes each page into its folder, the 404 page, the files and the frame for /admin', () => {
    const files = staticSite({
      frame: FRAME,
      pages: PAGES,
      config: CONFIG,
      origin: 'https://safari.example/',
    });
    expect([...files.keys()].sort()).toEqual(
      [
        '404.html',
        '_frame.html',
        '_redirects',
        'index.html',
        'sitemap.xml',
        'tour/serengeti-migration/index.html',
      ].sort(),
    );
    expect(files.get('tour/serengeti-migration/index.html')).toContain(
      '<div id="root" data-prerendered><h1>Serengeti</h1>',
    );
    expect(files.get('index.html')).toContain(
      '<link rel="modulepreload" crossorigin href="https://cdn.example/public-site/remoteEntry.js">',
    );
    expect(files.get('404.html')).toContain('<h1>404</h1>');
    expect(files.get('sitemap.xml')).toBe('<loc>https://safari.example/</loc>');
    expect(files.get('_frame.html')).toBe(FRAME);
    expect(files.get('_redirects')).toContain('/admin/* /_frame.html 200');
    expect(files.get('_redirects')).toContain('/proposal/* /_frame.html 200');
  });

  it('refuses pages built for other operator settings, or a frame without their place', () => {
    const other = { ...CONFIG, settings: { brandName: 'Another Operator' } };
    expect(() =>
      staticSite({ frame: FRAME, pages: PAGES, config: other, origin: 'https://safari.example' }),
    ).toThrow(/other operator settings/);
    expect(() =>
      staticSite({ frame: '<html></html>', pages: PAGES, config: CONFIG, origin: 'https://a.example' }),
    ).toThrow(/no place/);
  });

  it("with the admin's first screen, serves /admin from _admin.html naming it, and keeps _frame.html bare", () => {
    const files = staticSite({
      frame: FRAME,
      pages: PAGES,
      config: {
        ...CONFIG,
        remotes: { ...CONFIG.remotes, adminApp: 'https://admin.example/v2/remoteEntry.js' },
      },
      origin: 'https://safari.example/',
      admin: {
        firstScreen: JSON.stringify({
          format: 1,
          modules: ['remoteEntry.js', 'assets/App-1.js'],
          styles: ['assets/App-2.css'],
        }),
        shellPreloads: '{"format":1,"modules":["/assets/supabase-3.js"]}',
      },
    });
    expect(files.get('_frame.html')).toBe(FRAME);
    expect(files.get('_redirects')).toBe(
      '/admin /_admin.html 200\n/admin/* /_admin.html 200\n/proposal/* /_frame.html 200\n',
    );
    const admin = files.get('_admin.html') ?? '';
    expect(admin).toContain(
      '<link rel="modulepreload" crossorigin href="https://admin.example/v2/assets/App-1.js">',
    );
    expect(admin).toContain('<link rel="modulepreload" crossorigin href="/assets/supabase-3.js">');
    expect(admin).toContain(
      '<link rel="preload" as="style" crossorigin href="https://admin.example/v2/assets/App-2.css">',
    );
    expect(() =>
      staticSite({
        frame: FRAME,
        pages: PAGES,
        config: CONFIG,
        origin: 'https://a.example',
        admin: { firstScreen: '{}', shellPreloads: '' },
      }),
    ).toThrow(/first-screen.json/);
  });
});
