// Open-redirect guard for `redirect_to`: only the site's own origin or an allow-listed URL may
// receive a session in its fragment; anything else falls back to the site URL (as GoTrue does).

/**
 * Allow-list entries: an origin (`http://localhost:5173`) allows every path on it; a URL ending
 * in `/` allows that prefix; `*` matches within one path segment or host and `**` matches
 * anything (e.g. `https://*.example.com/**`).
 */
function isAllowedRedirect(candidate: string, siteUrl: string, allowList: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.origin === new URL(siteUrl).origin && url.origin !== 'null') return true;
  return allowList.some((entry) => matchesEntry(candidate, url, entry));
}

function matchesEntry(candidate: string, url: URL, entry: string): boolean {
  // Match the parsed form so tricks like `https://evil.com#.example.com/` cannot satisfy a glob.
  if (entry.includes('*')) return globToRegExp(entry).test(url.href);
  if (candidate === entry) return true;
  let allowed: URL;
  try {
    allowed = new URL(entry);
  } catch {
    return false;
  }
  if (allowed.origin !== url.origin || allowed.origin === 'null') return false;
  if (allowed.pathname === '/' && !entry.endsWith('/') && allowed.search === '') return true;
  return entry.endsWith('/') && candidate.startsWith(entry);
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/?#@]*'),
    )
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

export function safeRedirect(
  candidate: string | undefined | null,
  siteUrl: string,
  allowList: readonly string[],
): string {
  if (candidate && isAllowedRedirect(candidate, siteUrl, allowList)) return candidate;
  return siteUrl;
}
