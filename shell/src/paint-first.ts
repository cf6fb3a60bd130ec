// The shell's first script (decision 102), a classic deferred script the build makes from this
// file and puts first in index.html. It holds form submissions and button clicks made before React
// owns them (made again once it does), and on a prerendered page it starts the page's code once
// the page has painted: the page's
// modules, listed by composing in the #page-code block, are announced together (no waterfall,
// one per task, decision 227) but after the first contentful paint (decision 220), so on a slow
// link the HTML, its style sheets and the hero picture are not sharing the line with 150 kB of
// scripts.
import { afterFirstContentfulPaint } from './after-first-paint.ts';
import { enableHeldSubmitButtons, holdEarlyInput } from './early-submits.ts';

/** The id of the JSON block in which composing lists a prerendered page's code. */
export const PAGE_CODE_ID = 'page-code';
interface PageCode {
  /** The shell's entry module. */
  entry: string;
  /** Every module the page will need, the shell's and the remote's. */
  modules: string[];
}

function readPageCode(target: Document): PageCode | null {
  const text = target.getElementById(PAGE_CODE_ID)?.textContent;
  if (!text) return null;
  try {
    const code = JSON.parse(text) as Partial<PageCode> | null;
    if (typeof code?.entry !== 'string' || !Array.isArray(code.modules)) return null;
    return { entry: code.entry, modules: code.modules.filter((m) => typeof m === 'string') };
  } catch {
    return null;
  }
}

/**
 * Announces the modules and starts the entry once the page's content has been painted, one module
 * per task: a link starts its request on the main thread, and the 39 of a tour page at once made
 * one task of 20-57 ms (more under Lighthouse's instrumentation, 3-6 ms a link), which a phone at
 * ×3-4 counts as up to 180 ms of blocking time. The tasks are queued through a message channel,
 * which a background tab does not slow down as it does timers.
 */
function startAfterPaint(target: Document, code: PageCode): void {
  afterFirstContentfulPaint(target, () => {
    const { port1, port2 } = new MessageChannel();
    let next = 0;
    const announce = () => {
      const href = code.modules[next++];
      if (href === undefined) {
        port1.close();
        const script = target.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = code.entry;
        target.head.append(script);
        return;
      }
      const link = target.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      target.head.append(link);
      port2.postMessage(0);
    };
    port1.onmessage = announce;
    announce();
  });
}

export function paintFirst(target: Document): void {
  holdEarlyInput(target);
  enableHeldSubmitButtons(target);
  const code = readPageCode(target);
  if (code) startAfterPaint(target, code);
}
