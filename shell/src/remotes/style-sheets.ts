// A remote's style sheets after a failed load (issue 24, seam 1). A style sheet whose request
// failed stays in the document as a <link> without a sheet, and nothing asks for it again: the
// prerendered page's links are the browser's, and Vite's preload helper remembers every sheet it
// ever added, loaded or not. A remote that recovers would then render without its styles until a
// reload. Before the shell shows a remote it has retried, the sheets that did not arrive are
// asked for again, and the page waits for them.

/**
 * Whether a <link rel="stylesheet"> brought its rules. One still loading has no sheet; one that
 * failed has none either, or (Chromium, for a `crossorigin` link, as all of ours are: the
 * prerendered page's and Vite's) an empty sheet whose rules cannot be read.
 */
function arrived(link: HTMLLinkElement): boolean {
  const sheet = link.sheet;
  if (sheet === null) return false;
  if (link.crossOrigin === null) return true;
  try {
    return sheet.cssRules !== null;
  } catch {
    return false;
  }
}

function missingSheets(target: Document): HTMLLinkElement[] {
  return [...target.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].filter(
    (link) => !link.disabled && link.href !== '' && !arrived(link),
  );
}

/** Whether every style sheet the page asked for has arrived: the page reads as designed. */
export function styleSheetsComplete(target: Document = document): boolean {
  return missingSheets(target).length === 0;
}

/** A fresh copy of `link` in its place, resolved once it loaded (true) or failed (false). */
function requestAgain(link: HTMLLinkElement): Promise<boolean> {
  return new Promise((resolve) => {
    const fresh = link.cloneNode(false) as HTMLLinkElement;
    fresh.addEventListener('load', () => {
      link.remove();
      resolve(true);
    });
    fresh.addEventListener('error', () => {
      fresh.remove();
      resolve(false);
    });
    link.after(fresh);
  });
}

/**
 * Asks again for every style sheet of the page that has not arrived, and resolves once they
 * are all in (true) or one of them failed again (false). Resolves at once when none is missing.
 */
export async function restoreStyleSheets(target: Document = document): Promise<boolean> {
  const missing = missingSheets(target);
  if (missing.length === 0) return true;
  const loaded = await Promise.all(missing.map(requestAgain));
  return loaded.every(Boolean);
}
