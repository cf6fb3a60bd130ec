import { describe, expect, it } from 'vitest';
import {
  composePage,
  frameTakesPages,
  type PrerenderedPage,
  parsePrerenderedSite,
  parsePrerenderedSiteInTurns,
  remoteFolder,
} from './compose.ts';

const FRAME = `<!doctype html><html><head><meta charset="UTF-8" />
<!-- page-head: replaced -->
<title>Default</title>
<meta name="description" content="Default text" />
<!-- /page-head -->
<script type="module" src="/assets/entry.js"></script></head>
<body><div id="root"></div><noscript>Needs JavaScript</noscript></body></html>`;

const PAGE: PrerenderedPage = {
  head: '<title>Tours | Brand</title><link rel="canonical" href="__SITE_ORIGIN__/tours"><meta property="og:image" content="__ASSET_BASE__/og/site.png">',
  hints: '<link rel="preload" as="image" href="/images/hero.svg"/>',
  html: '<!--$--><div data-remote="public-site"><h1>Tours</h1></div><!--/$-->',
  modules: ['remoteEntry.js', 'assets/App-1.js'],
  styles: ['assets/App-1.css'],
};
const ADDRESS = { origin: 'https://safari.example', assetBase: 'https://cdn.example/public-site/' };

describe('composing a page from the frame and a prerendered page', () => {
  it('puts the page head in place of the default title and its markup in #root for hydration', () => {
    const html = composePage(FRAME, PAGE, ADDRESS);
    expect(html).not.toContain('<title>Default</title>');
    expect(html).not.toContain('Default text');
    expect(html).toContain('<title>Tours | Brand</title>');
    expect(html).toContain(
      '<div id="root" data-prerendered><!--$--><div data-remote="public-site"><h1>Tours</h1>',
    );
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<script type="module" src="/assets/entry.js"></script>');
  });

  it('asks the browser not to render before the whole page is parsed (decision 168)', () => {
    const html = composePage(FRAME, PAGE, ADDRESS);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#page-end" blocking="render">');
    // The element it waits for closes the page's markup, after #root, where React does not look.
    expect(html).toContain('<h1>Tours</h1></div><!--/$--></div><div id="page-end" hidden></div>');
  });

  it('fills the origin and the remote folder, and announces styles and modules from that folder', () => {
    const html = composePage(FRAME, PAGE, ADDRESS);
    expect(html).toContain('<link rel="canonical" href="https://safari.example/tours">');
    expect(html).toContain('content="https://cdn.example/public-site/og/site.png"');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="https://cdn.example/public-site/assets/App-1.css">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="https://cdn.example/public-site/remoteEntry.js">',
    );
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero.svg"/>');
    expect(html).not.toMatch(/__SITE_ORIGIN__|__ASSET_BASE__/);
  });

  it('with the first script in the frame, lists every module in #page-code for after the paint', () => {
    const frame = FRAME.replace(
      '<!-- page-head',
      '<script defer src="/assets/paint-first-1.js" data-paint-first></script>\n<!-- page-head',
    ).replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">\n<link rel="modulepreload" crossorigin href="/assets/react.js"></head>',
    );
    const page = { ...PAGE, modules: [...PAGE.modules, 'assets/x.js?a=1&b=</script>'] };
    const html = composePage(frame, page, ADDRESS);
    // Nothing starts before the page has painted: no module script, no modulepreload.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<script defer src="/assets/paint-first-1.js" data-paint-first></script>');
    const block = /<script type="application\/json" id="page-code">(.*?)<\/script>\s*<\/head>/.exec(html);
    expect(block?.[1]).not.toContain('</script>');
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
      entry: '/assets/entry.js',
      modules: [
        'https://cdn.example/public-site/remoteEntry.js',
        'https://cdn.example/public-site/assets/App-1.js',
        'https://cdn.example/public-site/assets/x.js?a=1&b=</script>',
        '/assets/react.js',
      ],
    });
    // The style sheets and the hero picture stay in the head for the first paint.
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="https://cdn.example/public-site/assets/App-1.css">',
    );
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero.svg"/>');
  });

  it('takes `$` patterns in the page literally', () => {
    const html = composePage(FRAME, { ...PAGE, html: "<p>$& $' $1 US$ 4,200</p>" }, ADDRESS);
    expect(html).toContain("<p>$& $' $1 US$ 4,200</p>");
  });

  it('refuses a frame without the places for a page (a shell from before prerendering)', () => {
    const old = FRAME.replace(/<!-- page-head[\s\S]*?<!-- \/page-head -->/, '');
    expect(frameTakesPages(old)).toBe(false);
    expect(() => composePage(old, PAGE, ADDRESS)).toThrow(/no place/);
  });
});

describe('reading pages.json', () => {
  it('accepts the format it composes and nothing else', () => {
    const site = { format: 1, settings: {}, pages: { '/': PAGE }, notFound: PAGE, files: {} };
    expect(parsePrerenderedSite(JSON.stringify(site))?.pages['/']).toEqual(PAGE);
    expect(parsePrerenderedSite(JSON.stringify({ ...site, format: 2 }))).toBeNull();
    expect(parsePrerenderedSite('{"format":1}')).toBeNull();
    expect(parsePrerenderedSite('not json')).toBeNull();
    expect(parsePrerenderedSite('null')).toBeNull();
  });

  it('reads the same a page at a time, as the server does (decision 194)', async () => {
    const site = { format: 1, settings: {}, pages: { '/': PAGE }, notFound: PAGE, files: {} };
    expect(await parsePrerenderedSiteInTurns(JSON.stringify(site))).toStrictEqual(site);
    expect(await parsePrerenderedSiteInTurns(JSON.stringify({ ...site, format: 2 }))).toBeNull();
    expect(await parsePrerenderedSiteInTurns('{"format":1}')).toBeNull();
    expect(await parsePrerenderedSiteInTurns('not json')).toBeNull();
    expect(await parsePrerenderedSiteInTurns('null')).toBeNull();
  });

  it('finds a remote folder from its entry URL', () => {
    expect(remoteFolder('/remotes/public-site/remoteEntry.js')).toBe('/remotes/public-site/');
    expect(remoteFolder('https://cdn.example/p/remoteEntry.js?v=2')).toBe('https://cdn.example/p/');
  });
});
