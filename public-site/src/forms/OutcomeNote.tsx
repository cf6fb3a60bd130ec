import { type ReactNode, useEffect, useRef } from 'react';

/**
 * What a sent form answered, brought into view and given the focus when it appears: on a phone
 * the form is taller than the screen, and a note above it would otherwise sit out of sight while
 * the traveller looks at an emptied form (issue 15). Focus also makes screen readers read it.
 * Render it with a `key` that changes per answer, so each new answer is brought into view again.
 */
export function OutcomeNote({ testId, children }: { testId: string; children: ReactNode }) {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = note.current;
    if (!element) return;
    // Centred, clear of the fixed navigation bar at the top.
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={note}
      role="status"
      tabIndex={-1}
      data-testid={testId}
      className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900 focus:outline-2 focus:outline-offset-2 focus:outline-green-700"
    >
      {children}
    </div>
  );
}
