/** How far outside the view an element counts as near: one screen's height above or below it. */
export const NEAR_MARGIN = '100% 0px';

/** What a visitor does to a part of the page they are about to use. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Resolves once the visitor comes near `element`: it is within a screen's height of the view, or
 * they press, touch, focus or type in it (a tap may come before the observer's first report).
 * At once where the browser cannot observe the view.
 */
export function whenNear(element: Element): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver !== 'function') {
      resolve();
      return;
    }
    const near = () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) element.removeEventListener(type, near, true);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    for (const type of INTENT_EVENTS) element.addEventListener(type, near, { capture: true, passive: true });
  });
}
