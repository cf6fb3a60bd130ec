// Which published catalogue version the served public pages show (issue 39, item 6): each
// prerendered page names it in its head, so the admin can tell staff when a publish has reached
// the pages travellers are sent, on the embedded server as on a static host.

/** The name of the meta element that carries the version. */
export const CATALOGUE_VERSION_META = 'catalogue-version';

/** The page head's element naming `version`. */
export function catalogueVersionMeta(version: number): string {
  return `<meta name="${CATALOGUE_VERSION_META}" content="${Math.trunc(version)}">`;
}

/** The version a served page names, or null for a page that names none. */
export function servedCatalogueVersion(html: string): number | null {
  const found = /<meta name="catalogue-version" content="(\d{1,9})">/.exec(html);
  return found ? Number(found[1]) : null;
}
