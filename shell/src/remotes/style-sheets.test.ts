// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { restoreStyleSheets, styleSheetsComplete } from './style-sheets.ts';

/** A <link rel="stylesheet" crossorigin> that arrived (its rules can be read) or did not. */
function sheetLink(href: string, arrived: boolean | 'unreadable'): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  if (arrived === true) Object.defineProperty(link, 'sheet', { value: { cssRules: [] } });
  if (arrived === 'unreadable')
    Object.defineProperty(link, 'sheet', {
      value: {
        get cssRules() {
          throw new DOMException('Cannot access rules', 'SecurityError');
        },
      },
    });
  document.head.append(link);
  return link;
}
const links = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the page style sheets after a failed load', () => {
  it('are complete when every sheet arrived', async () => {
    sheetLink('/shell.css', true);
    sheetLink('/remotes/public-site/assets/App.css', true);
    expect(styleSheetsComplete()).toBe(true);
    expect(await restoreStyleSheets()).toBe(true);
    expect(links()).toEqual(['/shell.css', '/remotes/public-site/assets/App.css']);
  });

  it('asks again for a sheet that did not arrive, in its place, and waits for it', async () => {
    sheetLink('/shell.css', true);
    const failed = sheetLink('/remotes/public-site/assets/App.css', false);
    sheetLink('/late.css', true);
    expect(styleSheetsComplete()).toBe(false);
    const restored = restoreStyleSheets();
    const fresh = failed.nextElementSibling as HTMLLinkElement;
    expect(fresh).not.toBe(failed);
    expect(fresh.getAttribute('href')).toBe('/remotes/public-site/assets/App.css');
    fresh.dispatchEvent(new Event('load'));
    expect(await restored).toBe(true);
    expect(links()).toEqual(['/shell.css', '/remotes/public-site/assets/App.css', '/late.css']);
    expect(failed.isConnected).toBe(false);
  });

  it('counts a crossorigin sheet whose rules cannot be read (how Chromium leaves a failed one) as missing', () => {
    sheetLink('/remotes/public-site/assets/App.css', 'unreadable');
    expect(styleSheetsComplete()).toBe(false);
  });

  it('says so when the sheet fails again, and leaves no second copy', async () => {
    const failed = sheetLink('/remotes/public-site/assets/App.css', false);
    const restored = restoreStyleSheets();
    (failed.nextElementSibling as HTMLLinkElement).dispatchEvent(new Event('error'));
    expect(await restored).toBe(false);
    expect(links()).toEqual(['/remotes/public-site/assets/App.css']);
    expect(failed.isConnected).toBe(true);
  });
});
