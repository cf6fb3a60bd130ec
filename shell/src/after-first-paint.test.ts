// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AT_THE_LATEST_MS, afterFirstContentfulPaint } from './after-first-paint.ts';

/** A browser's paint timing: entries reported so far, and the observers waiting for more. */
function fakePaintTiming(supported = ['paint', 'resource']) {
  const reported: { name: string }[] = [];
  const observers = new Set<{ callback: (list: unknown) => void; connected: boolean }>();
  class FakeObserver {
    static supportedEntryTypes = supported;
    private readonly self: { callback: (list: unknown) => void; connected: boolean };
    constructor(callback: (list: unknown) => void) {
      this.self = { callback, connected: false };
    }
    observe(options: { type: string; buffered?: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.self.connected = true;
      observers.add(this.self);
    }
    disconnect() {
      this.self.connected = false;
      observers.delete(this.self);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(
    (name: string) => reported.filter((entry) => entry.name === name) as unknown as PerformanceEntryList,
  );
  return {
    observers,
    /** The browser presents a paint and tells every observer. */
    paint(name: string) {
      const entry = { name };
      reported.push(entry);
      for (const observer of [...observers]) {
        observer.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [entry] : []) });
      }
    },
  };
}

let visibility: DocumentVisibilityState = 'visible';

describe('afterFirstContentfulPaint', () => {
  beforeEach(() => {
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the first contentful paint, not for a frame or a first paint without content', () => {
    const timing = fakePaintTiming();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const start = vi.fn();
    afterFirstContentfulPaint(document, start);
    for (const frame of frames) frame(16);
    vi.advanceTimersByTime(5_000);
    timing.paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    // Stopped listening: nothing starts it again.
    expect(timing.observers.size).toBe(0);
    vi.advanceTimersByTime(AT_THE_LATEST_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the paint was reported before the script ran', () => {
    const timing = fakePaintTiming();
    timing.paint('first-contentful-paint');
    const start = vi.fn();
    afterFirstContentfulPaint(document, start);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AT_THE_LATEST_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts a hidden page at once, and a page hidden before it painted when it is hidden', () => {
    fakePaintTiming();
    visibility = 'hidden';
    const background = vi.fn();
    afterFirstContentfulPaint(document, background);
    expect(background).toHaveBeenCalledTimes(1);

    visibility = 'visible';
    const switchedAway = vi.fn();
    afterFirstContentfulPaint(document, switchedAway);
    vi.advanceTimersByTime(3_000);
    expect(switchedAway).not.toHaveBeenCalled();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(switchedAway).toHaveBeenCalledTimes(1);
  });

  it('starts a visible page whose paint is never reported at the latest limit', () => {
    fakePaintTiming();
    const start = vi.fn();
    afterFirstContentfulPaint(document, start);
    vi.advanceTimersByTime(AT_THE_LATEST_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('without paint timing, starts in the task after the next frame', () => {
    fakePaintTiming(['resource']);
    let frame: FrameRequestCallback | null = null;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    const start = vi.fn();
    afterFirstContentfulPaint(document, start);
    (frame as FrameRequestCallback | null)?.(16);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
