/**
 * The end-to-end suite's browser: Debian's `chromium-headless-shell`, Chromium's headless build
 * without the browser's own windows, address bar and their processes. The same Blink, V8 and
 * network stack as `/usr/bin/chromium` (the same version from the same source package), at about
 * half the CPU per test on the two-core machine (decision 225). The benchmarks keep the whole
 * browser (`/usr/bin/chromium`), which is what staff and travellers run. CHROMIUM_PATH overrides.
 */
export const E2E_CHROMIUM: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The whole browser, as the benchmarks start it. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

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

/**
 * The features Playwright 1.65 turns off in every Chromium it launches. Chromium reads only the
 * last `--disable-features` on its command line, so a list of our own must carry these too
 * (chromium.test.ts fails when a Playwright upgrade adds one that is missing here).
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156's headless mode is the whole browser: every new window (one per Playwright
 * context, so one per test) starts the address bar's suggestion popups, two WebUI pages in a
 * renderer of their own. Nobody types in that address bar; the popups cost about 0.6 CPU-s per
 * context on the two-core machine, half of a public page visit (decision 164).
 */
const BROWSER_UI_FEATURES: readonly string[] = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/**
 * The end-to-end suite's Chromium and the admin benchmark's: the arguments above, without the
 * browser's own UI pages.
 */
export const CHROMIUM_ARGS_NO_BROWSER_UI: readonly string[] = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
];
