import type { SiteSettings } from '@safari/shared-domain';
import type { PageMeta } from '@safari/shared-ui';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <head> tags of a prerendered page; `pathname` is null for the not-found page. */
export function headFor(input: {
  pathname: string | null;
  meta: PageMeta;
  origin: string;
  assetBase: string;
  settings: SiteSettings;
}): string {
  const { pathname, meta, origin } = input;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
  ];
  if (pathname) tags.push(`<link rel="canonical" href="${escapeHtml(origin + pathname)}">`);
  else tags.push('<meta name="robots" content="noindex">');
  return tags.join('');
}
