// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunksOf, federationStartKeys, splitHints } from './prerender-pages.ts';

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

describe("the federation's start, announced with every page", () => {
  const manifest = {
    'virtual:mf-REMOTE_ENTRY_ID:site': {
      file: 'remoteEntry.js',
      imports: ['_dist.js'],
      dynamicImports: ['src/App.tsx', 'src/TourPreview.tsx', 'virtual:mf-localSharedImportMap:site'],
    },
    'virtual:mf-localSharedImportMap:site': { file: 'assets/map.js', imports: ['_dist.js'] },
    '_dist.js': { file: 'assets/dist.js' },
    'src/App.tsx': { file: 'assets/App.js' },
  };

  it('is the entry and its map of shared modules, with what they import, before the App', () => {
    expect(federationStartKeys(manifest)).toEqual([
      'virtual:mf-REMOTE_ENTRY_ID:site',
      'virtual:mf-localSharedImportMap:site',
    ]);
    expect(chunksOf(manifest, [...federationStartKeys(manifest), 'src/App.tsx']).modules).toEqual([
      'remoteEntry.js',
      'assets/dist.js',
      'assets/map.js',
      'assets/App.js',
    ]);
  });

  it('fails the build when the entry or its map is not where the federation puts them', () => {
    const { 'virtual:mf-REMOTE_ENTRY_ID:site': _entry, ...withoutEntry } = manifest;
    expect(() => federationStartKeys(withoutEntry)).toThrow(/no remoteEntry.js/);
    const withoutMap = {
      ...manifest,
      'virtual:mf-REMOTE_ENTRY_ID:site': { file: 'remoteEntry.js', dynamicImports: ['src/App.tsx'] },
    };
    expect(() => federationStartKeys(withoutMap)).toThrow(/one map of shared modules/);
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
