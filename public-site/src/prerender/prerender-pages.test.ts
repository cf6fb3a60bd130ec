// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunksOf, splitHints } from './prerender-pages.ts';

describe('the chunks a prerendered page announces', () => {
  const manifest = {
    'src/App.tsx': { file: 'assets/App-entry.js', imports: ['_App.js'] },
    '_App.js': { file: 'assets/App.js', imports: ['_shared.js'], css: ['assets/App.css'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/pages/TourPage.tsx': {
      file: 'assets/TourPage.js',
      imports: ['_shared.js', '_forms.js'],
      css: ['assets/App.css'],
    },
    '_forms.js': { file: 'assets/forms.js' },
  };

  it('follows static imports once each, entry first, and collects style sheets once', () => {
    expect(chunksOf(manifest, ['src/App.tsx', 'src/pages/TourPage.tsx'])).toEqual({
      modules: [
        'assets/App-entry.js',
        'assets/App.js',
        'assets/shared.js',
        'assets/TourPage.js',
        'assets/forms.js',
      ],
      styles: ['assets/App.css'],
    });
  });

  it('fails the build when the manifest lacks a module it should hold', () => {
    expect(() => chunksOf(manifest, ['src/pages/Missing.tsx'])).toThrow(/no src\/pages\/Missing.tsx/);
  });
});

describe('resource hints before the markup', () => {
  it('are split from the markup that goes into #root', () => {
    const rendered =
      '<link rel="preload" as="image" href="/a.svg"/><link rel="preload" as="image" href="/b.svg" fetchPriority="high"/><!--$--><div><link rel="x"/></div><!--/$-->';
    expect(splitHints(rendered)).toEqual({
      hints:
        '<link rel="preload" as="image" href="/a.svg"/><link rel="preload" as="image" href="/b.svg" fetchPriority="high"/>',
      html: '<!--$--><div><link rel="x"/></div><!--/$-->',
    });
    expect(splitHints('<!--$--><p>x</p><!--/$-->').hints).toBe('');
  });
});
