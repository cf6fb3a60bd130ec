// Escaping for the text the prerender writes into HTML and XML: page titles and descriptions come
// from the catalogue and the operator's settings, and must not be able to end an attribute or a
// <script> element.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe as element text and as a quoted attribute value, in HTML and in XML. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/**
 * JSON for a <script type="application/ld+json"> element: `<`, `>` and `&` as \u escapes so no
 * '</script>' or '<!--' can appear, and the two line separators older parsers choke on.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
