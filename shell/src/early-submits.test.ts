// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enableHeldSubmitButtons, holdEarlyInput } from './early-submits.ts';

/** Makes the form look taken over by React, as hydration does. */
const hydrate = (form: HTMLFormElement) => Object.assign(form, { __reactProps$test: {} });

// Once for the page, as the shell's first script does (a second call would hold everything twice).
holdEarlyInput(document);

describe('submissions before the page has hydrated', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('are held, then made again with the same button once React owns the form', () => {
    vi.useFakeTimers();
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

describe('clicks on buttons before the page has hydrated', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('are kept, in order, and made again on each control once React owns it', () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div role="tablist"><button type="button" role="tab" id="tab-a">A</button>' +
      '<button type="button" role="tab" id="tab-b">B</button></div>';
    const [a, b] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
    const clicked: string[] = [];
    b?.click();
    a?.click();
    vi.advanceTimersByTime(500);
    // React's hydration: it owns the buttons and listens for their clicks from now on.
    for (const button of [a, b]) {
      hydrate(button as unknown as HTMLFormElement);
      button?.addEventListener('click', () => clicked.push(button.id));
    }
    vi.advanceTimersByTime(60);
    expect(clicked).toEqual(['tab-b', 'tab-a']);
    vi.advanceTimersByTime(1_000);
    expect(clicked).toEqual(['tab-b', 'tab-a']);
  });

  it('finds a control React replaced by its id, and leaves owned controls, links and submit buttons alone', () => {
    vi.useFakeTimers();
    // A document of its own: the last test's listener stays on the page's.
    const page = document.implementation.createHTMLDocument('');
    holdEarlyInput(page);
    page.body.innerHTML =
      '<button type="button" id="more">More</button><a href="/x"><span role="button">Go</span></a>' +
      '<form><button>Send</button></form>';
    (page.querySelector('#more') as HTMLButtonElement).click();
    (page.querySelector('[role="button"]') as HTMLElement).click();
    (page.querySelector('form button') as HTMLButtonElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    page.body.innerHTML = '<button type="button" id="more">More</button>';
    const fresh = hydrate(
      page.querySelector('#more') as unknown as HTMLFormElement,
    ) as unknown as HTMLButtonElement;
    const clicked = vi.fn();
    fresh.addEventListener('click', clicked);
    vi.advanceTimersByTime(60);
    expect(clicked).toHaveBeenCalledTimes(1);
    // A click on a control React owns is React's: nothing is kept.
    fresh.click();
    vi.advanceTimersByTime(500);
    expect(clicked).toHaveBeenCalledTimes(2);
  });
});
