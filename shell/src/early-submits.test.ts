// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enableHeldSubmitButtons, holdEarlySubmits } from './early-submits.ts';

/** Makes the form look taken over by React, as hydration does. */
const hydrate = (form: HTMLFormElement) => Object.assign(form, { __reactProps$test: {} });

describe('submissions before the page has hydrated', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('are held, then made again with the same button once React owns the form', () => {
    vi.useFakeTimers();
    holdEarlySubmits(document);
    document.body.innerHTML =
      '<form><input name="email"><button name="go" value="sign-in">Sign in</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const button = document.querySelector('button') as HTMLButtonElement;
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    const early = new Event('submit', { cancelable: true, bubbles: true }) as SubmitEvent;
    Object.defineProperty(early, 'submitter', { value: button });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    // A second press while waiting does not queue a second submission.
    form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    vi.advanceTimersByTime(500);
    expect(requestSubmit).not.toHaveBeenCalled();
    hydrate(form);
    vi.advanceTimersByTime(60);
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(requestSubmit).toHaveBeenCalledWith(button);
  });

  it('let a form React already owns through untouched', () => {
    holdEarlySubmits(document);
    document.body.innerHTML = '<form></form>';
    const form = hydrate(document.querySelector('form') as HTMLFormElement);
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it('enable the prerendered submit buttons that wait for a script, and only those', () => {
    document.body.innerHTML =
      '<form method="post"><button type="submit" disabled data-needs-script>Book Now</button></form>' +
      '<button type="button" disabled>Other</button>';
    enableHeldSubmitButtons(document);
    expect(document.querySelector<HTMLButtonElement>('button[data-needs-script]')?.disabled).toBe(false);
    expect(document.querySelector<HTMLButtonElement>('button[type="button"]')?.disabled).toBe(true);
  });
});
