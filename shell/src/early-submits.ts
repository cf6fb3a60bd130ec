/** True once React has taken over the element (hydrated it or rendered it). */
function reactOwns(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

const HOLD_LIMIT_MS = 30_000;
const CHECK_EVERY_MS = 50;

/**
 * A prerendered page shows its forms before their code has arrived (decision 098). Submitted
 * then, a form would go to the server the browser's way: a GET with every field, a password too,
 * in the address. This holds such a submission and makes it again, with the same button, as soon
 * as React owns the form, so the visitor's click does what it would have done a moment later.
 * Installed by the shell's first script, before anything else loads.
 */
export function holdEarlySubmits(target: Document): void {
  const held = new WeakSet<HTMLFormElement>();
  target.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || reactOwns(form)) return;
      event.preventDefault();
      if (held.has(form)) return;
      held.add(form);
      const submitter = (event as SubmitEvent).submitter;
      const started = performance.now();
      const resubmit = () => {
        if (!form.isConnected) return;
        if (reactOwns(form)) {
          held.delete(form);
          form.requestSubmit(submitter?.isConnected && submitter.closest('form') === form ? submitter : null);
        } else if (performance.now() - started < HOLD_LIMIT_MS) {
          setTimeout(resubmit, CHECK_EVERY_MS);
        } else {
          held.delete(form);
        }
      };
      resubmit();
    },
    true,
  );
}

/**
 * A prerendered form's submit button is disabled in the HTML, so that without JavaScript the form
 * cannot go out the browser's way (issue 24). With JavaScript, this first script enables it at
 * once: its submissions are held as above until React owns the form.
 */
export function enableHeldSubmitButtons(target: Document): void {
  for (const button of target.querySelectorAll<HTMLButtonElement>('button[data-needs-script][disabled]')) {
    button.disabled = false;
  }
}

/** A control whose click does something only once the page's code has run. */
const CONTROL = 'button, [role="button"], [role="tab"]';

/**
 * A prerendered page shows its buttons (a tab, a "show more") before their code has arrived: a
 * click then did nothing, and the visitor was left on the same view (issue 39 item 2). This keeps
 * such clicks, in order, and makes each again on its control as soon as React owns it (or, if
 * React replaced the element, on the one with the same id). Links and forms work without the
 * code (or are held above) and are left alone. Installed by the shell's first script.
 */
export function holdEarlyClicks(target: Document): void {
  const held: { element: Element; id: string }[] = [];
  let replaying = false;
  let started = 0;
  const owner = ({ element, id }: { element: Element; id: string }): Element | null => {
    if (element.isConnected) return reactOwns(element) ? element : null;
    const again = id ? target.getElementById(id) : null;
    return again && reactOwns(again) ? again : null;
  };
  const replay = () => {
    while (held.length > 0) {
      const next = held[0] as { element: Element; id: string };
      const control = owner(next);
      if (!control) break;
      held.shift();
      replaying = true;
      try {
        if (control instanceof HTMLElement) control.click();
      } finally {
        replaying = false;
      }
    }
    if (held.length === 0) return;
    if (performance.now() - started < HOLD_LIMIT_MS) setTimeout(replay, CHECK_EVERY_MS);
    else held.length = 0;
  };
  target.addEventListener(
    'click',
    (event) => {
      if (replaying || !(event.target instanceof Element)) return;
      const control = event.target.closest(CONTROL);
      if (!control || control.closest('a[href]') || reactOwns(control)) return;
      // A form's submit button: the form's submission is held instead (holdEarlySubmits).
      if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return;
      if (control instanceof HTMLButtonElement && control.disabled) return;
      held.push({ element: control, id: control.id });
      if (held.length === 1) {
        started = performance.now();
        setTimeout(replay, CHECK_EVERY_MS);
      }
    },
    true,
  );
}
