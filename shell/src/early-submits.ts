/** True once React has taken over the element (hydrated it or rendered it). */
function reactOwns(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

const HOLD_LIMIT_MS = 30_000;
const CHECK_EVERY_MS = 50;

/** A control whose click does something only once the page's code has run. */
const CONTROL = 'button, [role="button"], [role="tab"]';

/** Something the visitor did before React owned the element it was done to. */
interface Held {
  element: Element;
  /** Made again on the element, or on the one React put in its place. */
  again: (owner: Element) => void;
}

/**
 * A prerendered page shows its forms and buttons before their code has arrived (decision 098).
 * Submitted then, a form would go to the server the browser's way: a GET with every field, a
 * password too, in the address; a tab or a "show more" clicked then did nothing, and the visitor
 * stayed on the same view (issue 39 item 2). This keeps such submissions and clicks, in order, and
 * makes each again as soon as React owns its element (or, if React replaced the element, the one
 * with the same id): a form is submitted with the same button, a control is clicked. Links work
 * without the code and are left alone. Installed by the shell's first script, before anything
 * else loads (decision 206).
 */
export function holdEarlyInput(target: Document): void {
  const held: Held[] = [];
  let started = 0;
  const owner = ({ element }: Held): Element | null => {
    const current = element.isConnected ? element : element.id && target.getElementById(element.id);
    return current && reactOwns(current) ? current : null;
  };
  // Made again on an element React owns, a submission or click is React's: the listeners below
  // let it through.
  const replay = () => {
    for (let current = held[0] && owner(held[0]); current; current = held[0] && owner(held[0])) {
      held.shift()?.again(current);
    }
    if (held.length > 0 && performance.now() - started < HOLD_LIMIT_MS) setTimeout(replay, CHECK_EVERY_MS);
    else held.length = 0;
  };
  const hold = (entry: Held) => {
    if (held.push(entry) > 1) return;
    started = performance.now();
    setTimeout(replay, CHECK_EVERY_MS);
  };
  target.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || reactOwns(form)) return;
      event.preventDefault();
      // A second press while the first waits does not queue a second submission.
      if (held.some(({ element }) => element === form)) return;
      const submitter = (event as SubmitEvent).submitter;
      hold({
        element: form,
        again: (owned) => {
          const button =
            submitter?.isConnected && (submitter as HTMLButtonElement).form === owned ? submitter : null;
          (owned as HTMLFormElement).requestSubmit(button);
        },
      });
    },
    true,
  );
  target.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const control = event.target.closest(CONTROL);
      if (!control || control.closest('a[href]') || reactOwns(control)) return;
      // A form's submit button: the form's submission is held instead; a disabled one does nothing.
      if (
        control instanceof HTMLButtonElement &&
        (control.disabled || (control.type === 'submit' && control.form))
      )
        return;
      hold({ element: control, again: (owned) => (owned as HTMLElement).click() });
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
