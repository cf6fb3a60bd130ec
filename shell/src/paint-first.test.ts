// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CODE_ID, paintFirst } from './paint-first.ts';

const CODE = {
  entry: '/assets/entry.js',
  modules: ['/assets/react.js', 'https://cdn.example/p/remoteEntry.js'],
};

function pageCode(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_CODE_ID;
  block.textContent = text;
  document.head.append(block);
}

const started = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  ),
  entries: [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  ),
});

describe("the shell's first script on a prerendered page", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  type PaintList = { getEntriesByName(name: string): unknown[] };
  const painted = (name: string) => ({
    getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []),
  });
  /** A browser whose paint timing is reported through `observed.callback`. */
  function reportingPaints() {
    const observed: { callback?: (list: PaintList) => void } = {};
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        constructor(callback: (list: PaintList) => void) {
          observed.callback = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    return observed;
  }

  it('announces the page code one module per task, the entry after the last', async () => {
    const observed = reportingPaints();
    const modules = Array.from({ length: 12 }, (_, i) => `/assets/m${i}.js`);
    pageCode(JSON.stringify({ entry: CODE.entry, modules }));
    paintFirst(document);
    observed.callback?.(painted('first-contentful-paint'));
    // The paint's task announces the first module only; each of the rest has a task of its own.
    expect(started()).toEqual({ preloads: modules.slice(0, 1), entries: [] });
    const seen = new Set<number>();
    await vi.waitFor(() => {
      seen.add(started().preloads.length);
      expect(started().entries).toEqual([CODE.entry]);
    });
    expect(started().preloads).toEqual(modules);
    expect(seen.size).toBeGreaterThan(1);
  });

  it('starts the page code after its first contentful paint, every module, once', async () => {
    vi.useFakeTimers();
    const observed = reportingPaints();
    pageCode(JSON.stringify(CODE));
    paintFirst(document);
    vi.advanceTimersByTime(2_000);
    expect(started()).toEqual({ preloads: [], entries: [] });
    observed.callback?.(painted('first-contentful-paint'));
    await vi.waitFor(() => expect(started()).toEqual({ preloads: CODE.modules, entries: [CODE.entry] }));
    const entry = document.head.querySelector('script[type="module"]') as HTMLScriptElement;
    expect(entry.crossOrigin).toBe('');
    // Nothing starts it a second time.
    observed.callback?.(painted('first-contentful-paint'));
    vi.advanceTimersByTime(20_000);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started()).toEqual({ preloads: CODE.modules, entries: [CODE.entry] });
  });

  it('starts nothing without a valid block (the frame loads its own entry)', () => {
    vi.useFakeTimers();
    pageCode('{"entry": 42}');
    paintFirst(document);
    vi.advanceTimersByTime(2_000);
    expect(started()).toEqual({ preloads: [], entries: [] });
    document.head.innerHTML = '';
    pageCode('not json');
    paintFirst(document);
    vi.advanceTimersByTime(2_000);
    expect(started()).toEqual({ preloads: [], entries: [] });
  });

  it('holds a form submitted before React owns it', () => {
    paintFirst(document);
    document.body.innerHTML = '<form><button>Send</button></form>';
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    (document.querySelector('form') as HTMLFormElement).dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    document.body.innerHTML = '';
  });
});
