/**
 * How the tests and scripts start Debian's Chromium (Playwright's own browser download cannot work
 * on these machines): no sandbox inside the container, no GPU, nothing fetched in the background.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
