// `@safari/shared-domain/prerender`: the contract between the public-site's prerender, which
// writes `dist/prerender/pages.json` at its build, and the shell's server, which composes pages
// from it (decision 098). Two releases meet here, so the format carries a number.

/** A prerendered page. URLs inside are relative to the public-site's published folder. */
export interface PrerenderedPage {
  /** Tags for <head>: title, description, canonical, share tags, JSON-LD. Holds the tokens. */
  head: string;
  /** Resource hints React found while rendering (the hero picture), for <head>. */
  hints: string;
  /** The markup inside the shell's #root. */
  html: string;
  /** JavaScript the page runs, to announce with modulepreload, entry first. */
  modules: string[];
  /** Style sheets the first paint needs. */
  styles: string[];
  /** The page's language for <html lang> when it is not English ('de'; issue 41). */
  lang?: string;
}

/** A text file of the site made by the public-site (sitemap.xml, robots.txt). Holds the tokens. */
export interface PrerenderedFile {
  contentType: string;
  body: string;
}

export interface PrerenderedSite {
  format: 1;
  /** The public-site release that rendered the pages (its remoteEntry's content tag). */
  build?: string;
  /** The published catalogue version the pages show (decision 127). */
  catalogueVersion?: number;
  /** The operator settings the pages were rendered with. */
  settings: unknown;
  /** Page path ('/tours') → page. */
  pages: Record<string, PrerenderedPage>;
  /** Served, with status 404, for every other page address. */
  notFound: PrerenderedPage;
  /** The not-found page of each language but English, for addresses under its prefix (/de/…). */
  notFoundIn?: Record<string, PrerenderedPage>;
  /** Path ('/sitemap.xml') → file. */
  files: Record<string, PrerenderedFile>;
}

/** Stand-ins filled where the page is served: the site's origin (no trailing slash)… */
export const SITE_ORIGIN_TOKEN = '__SITE_ORIGIN__';
/** …and the public-site's published folder (ending in /). */
export const ASSET_BASE_TOKEN = '__ASSET_BASE__/';
