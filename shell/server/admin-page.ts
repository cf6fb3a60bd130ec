// /admin sent with the admin's first screen named in it (decision 222). The shell's frame is the
// same for every route and knows nothing of the admin's release, so opening /admin was a chain of
// requests, each found only when the file before it had run: the shell's scripts, the admin's
// remoteEntry.js, its App chunk and the chunks that imports (antd's among them), then
// supabase-js. The admin's build lists its first screen (`first-screen.json`: remoteEntry.js, its
// imports, the federation's map and the App chunk's graph, its style sheet) and the shell's build
// the modules the admin makes it load (`admin-preloads.json`: supabase-js); the server puts both
// into the frame as preloads, so they all go out with the shell's own.

/** What the admin's build says its first screen loads, relative to its remoteEntry.js's folder. */
export interface AdminFirstScreen {
  readonly modules: readonly string[];
  readonly styles: readonly string[];
}

const isPath = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && !/^[a-z][a-z0-9+.-]*:|^\/\/|["<>\s]/i.test(value);

/** first-screen.json, or null for anything that is not its format (the frame is sent bare then). */
export function parseFirstScreen(text: string): AdminFirstScreen | null {
  try {
    const value = JSON.parse(text) as { format?: unknown; modules?: unknown; styles?: unknown } | null;
    if (value?.format !== 1 || !Array.isArray(value.modules) || !Array.isArray(value.styles)) return null;
    if (![...value.modules, ...value.styles].every(isPath)) return null;
    return { modules: value.modules, styles: value.styles };
  } catch {
    return null;
  }
}

/** admin-preloads.json: the shell's own modules, from the site root; null when unreadable. */
export function parseShellPreloads(text: string): readonly string[] | null {
  try {
    const value = JSON.parse(text) as { format?: unknown; modules?: unknown } | null;
    if (value?.format !== 1 || !Array.isArray(value.modules)) return null;
    return value.modules.every((module) => isPath(module) && module.startsWith('/')) ? value.modules : null;
  } catch {
    return null;
  }
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The frame with the admin's first screen announced before `</head>`: every module as a
 * modulepreload and each style sheet as a preload (the loaders add them as before and find them
 * fetched), all anonymous CORS requests as the loaders' own are. `adminFolder` is the folder URL
 * of the admin's remoteEntry.js (ends in /).
 */
export function adminFrame(
  frame: string,
  screen: AdminFirstScreen,
  adminFolder: string,
  shellModules: readonly string[],
): string {
  const headEnd = frame.indexOf('</head>');
  if (headEnd === -1) return frame;
  const links = [
    ...screen.modules.map(
      (module) => `<link rel="modulepreload" crossorigin href="${attribute(adminFolder + module)}">`,
    ),
    ...shellModules.map((module) => `<link rel="modulepreload" crossorigin href="${attribute(module)}">`),
    ...screen.styles.map(
      (sheet) => `<link rel="preload" as="style" crossorigin href="${attribute(adminFolder + sheet)}">`,
    ),
  ];
  return `${frame.slice(0, headEnd)}  ${links.join('\n    ')}\n  ${frame.slice(headEnd)}`;
}
