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

  it('starts the page code after its first contentful paint, every module at once, once', () => {
    vi.useFakeTimers();
    type PaintList = { getEntriesByName(name: string): unknown[] };
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
    pageCode(JSON.stringify(CODE));
    paintFirst(document);
    vi.advanceTimersByTime(2_000);
    expect(started()).toEqual({ preloads: [], entries: [] });
    const painted = (name: string) => ({
      getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []),
    });
    observed.callback?.(painted('first-contentful-paint'));
    expect(started()).toEqual({ preloads: CODE.modules, entries: [CODE.entry] });
    const entry = document.head.querySelector('script[type="module"]') as HTMLScriptElement;
    expect(entry.crossOrigin).toBe('');
    // Nothing starts it a second time.
    observed.callback?.(painted('first-contentful-paint'));
    vi.advanceTimersByTime(20_000);
    expect(started().entries).toHaveLength(1);
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
