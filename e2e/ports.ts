// Every port the end-to-end run opens, shifted together by E2E_PORT_OFFSET so that two
// checkouts on one machine can run their suites side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const ports = {
  site: Number(process.env.E2E_SITE_PORT ?? 3100 + offset),
  /** A second site server that a spec starts itself: real request limits, SMTP it controls. */
  mailSite: 3101 + offset,
  movedRemote: 4174 + offset,
  publicDev: 5174 + offset,
  adminDev: 5175 + offset,
  /** The site server of the independent-release test (a public-site build of its own). */
  releaseSite: 3150 + offset,
  /** The site of the photographs test (a public-site build with the operator's photographs). */
  photoSite: 3160 + offset,
  /** Two site servers sharing one build, each with its own data folder and database. */
  sharedReleaseSites: [3170 + offset, 3171 + offset] as const,
};

export const origin = (port: number): string => `http://127.0.0.1:${port}`;
