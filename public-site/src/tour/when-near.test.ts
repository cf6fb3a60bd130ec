import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_MARGIN, whenNear } from './when-near.ts';

/** An IntersectionObserver the test drives: `report(true)` says the element came near. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; margin?: string; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, margin: options?.rootMargin, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    report(isIntersecting: boolean) {
      for (const { callback } of observers)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('whenNear', () => {
  it('waits while the element is far from the view and resolves when it comes within a screen', async () => {
    const view = fakeObserver();
    const panel = document.body.appendChild(document.createElement('aside'));
    const near = whenNear(panel);
    expect(view.observers[0]?.margin).toBe(NEAR_MARGIN);
    view.report(false);
    expect(await settled(near)).toBe(false);
    view.report(true);
    expect(await settled(near)).toBe(true);
    expect(view.observers[0]?.disconnected).toBe(true);
  });

  it.each(['pointerdown', 'touchstart', 'focusin', 'keydown'])(
    'resolves on a %s inside the element',
    async (type) => {
      fakeObserver();
      const panel = document.body.appendChild(document.createElement('aside'));
      const field = panel.appendChild(document.createElement('input'));
      const near = whenNear(panel);
      expect(await settled(near)).toBe(false);
      field.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(near)).toBe(true);
    },
  );

  it('is not woken by the same events elsewhere on the page', async () => {
    fakeObserver();
    const panel = document.body.appendChild(document.createElement('aside'));
    const elsewhere = document.body.appendChild(document.createElement('button'));
    const near = whenNear(panel);
    for (const type of ['pointerdown', 'focusin', 'keydown'])
      elsewhere.dispatchEvent(new Event(type, { bubbles: true }));
    expect(await settled(near)).toBe(false);
  });

  it('resolves at once where the browser cannot observe the view', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const panel = document.body.appendChild(document.createElement('aside'));
    expect(await settled(whenNear(panel))).toBe(true);
  });
});
