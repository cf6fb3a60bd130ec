// When a prerendered page's code may start (decision 220): once the browser reports the page's
// first contentful paint, not after the first animation frame. A frame can come and go without
// painting any content (the page's style sheets or its rel=expect still block rendering), and on
// a loaded machine no frame came before the old one-second fallback at all: the code was
// requested first and the paint came after it, so Lighthouse's simulation counted 150 kB of
// scripts before the first paint, and a slow link shared the line between them and the hero.
// The paint timing entry is reported after the frame has been presented, so whatever `start`
// requests cannot delay that paint, on any machine.

/**
 * A visible page whose browser never reports its paint (a browser with paint timing switched
 * off) still starts, this long after its first script ran (that script runs once the HTML is
 * parsed, and a first paint follows within a moment of its style sheets).
 */
export const AT_THE_LATEST_MS = 10_000;

const FCP = 'first-contentful-paint';

function reportsPaints(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint') &&
    typeof performance.getEntriesByName === 'function'
  );
}

/**
 * Calls `start` once, after the page's first contentful paint. Without paint timing it falls back
 * to the task after the next animation frame. A hidden page (a tab opened in the background, or
 * switched away from before it painted) starts at once: nothing is shown, so there is no paint to
 * race. Any page starts at AT_THE_LATEST_MS.
 */
export function afterFirstContentfulPaint(target: Document, start: () => void): void {
  let started = false;
  const cleanups: (() => void)[] = [];
  const startOnce = () => {
    if (started) return;
    started = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
    start();
  };

  if (reportsPaints()) {
    if (performance.getEntriesByName(FCP).length > 0) {
      startOnce();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FCP).length > 0) startOnce();
    });
    observer.observe({ type: 'paint', buffered: true });
    cleanups.push(() => observer.disconnect());
  } else {
    // A callback of the next animation frame runs before that frame is painted; a task queued
    // from it runs after.
    requestAnimationFrame(() => setTimeout(startOnce, 0));
  }

  const onHidden = () => {
    if (target.visibilityState === 'hidden') startOnce();
  };
  target.addEventListener('visibilitychange', onHidden);
  const latest = setTimeout(startOnce, AT_THE_LATEST_MS);
  cleanups.push(() => {
    target.removeEventListener('visibilitychange', onHidden);
    clearTimeout(latest);
  });
  onHidden();
}
