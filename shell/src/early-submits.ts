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
