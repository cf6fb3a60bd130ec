// Removes the variant sets of uploaded photographs no page names any more (issue 38, decision
// 196). A set is named by content, so a photograph replaced or dropped from every tour leaves its
// files behind, still served; the publish command runs this once its new pages are in place.
// A visitor may hold a page of an earlier version for a while and fetch its list and variants, and
// another publish may be naming a set right now, so a set is kept while any of the newest lists
// names it or while it is younger than an hour (a publish marks each set it re-uses: usedSet).
import { lstat, mkdir, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { PhotoManifest } from '../src/photos/photo-manifest.ts';
import { PHOTOGRAPH_VARIANTS_PATH, SET_HASH } from './photograph-variants.ts';

/** Lists (one per publish that showed uploaded photographs) whose sets are kept. */
const KEPT_LISTS = 3;
/** A set this young may be named by a publish still in flight. */
const YOUNG_SET_MS = 60 * 60 * 1000;
/** An older list past the newest few: a page naming it is long closed. */
const OLD_LIST_MS = 24 * 60 * 60 * 1000;

const LIST = /^list-[0-9a-f]{20}\.json$/;
const DESCRIPTION = /^([0-9a-f]{20})\.json$/;
const VARIANT = /^([0-9a-f]{20})-\d{1,4}\.(?:avif|webp)$/;
const LISTED_VARIANT = new RegExp(`^${PHOTOGRAPH_VARIANTS_PATH}/([0-9a-f]{20})-\\d{1,4}\\.(?:avif|webp)$`);

export interface PhotographSweep {
  /** Sets removed: description and variant files. */
  readonly sets: number;
  readonly lists: number;
  /** `sources/` entries naming a set that is gone. */
  readonly sources: number;
}

interface SetFiles {
  description?: string;
  variants: string[];
  /** The newest time of its files: a set still being made or re-used is young. */
  newest: number;
}

/**
 * Sweeps `folder` (the variants' folder) at `now`. Only plain files whose names have the shapes
 * the publish writes are looked at; anything else (a link, a folder, another name) is left alone.
 * `.tmp/` is photographVariants' own to clean.
 */
export async function sweepPhotographs(folder: string, now = Date.now()): Promise<PhotographSweep> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const lists: { name: string; mtime: number }[] = [];
  const sets = new Map<string, SetFiles>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const hash = DESCRIPTION.exec(entry.name)?.[1] ?? VARIANT.exec(entry.name)?.[1];
    if (!hash && !LIST.test(entry.name)) continue;
    const mtime = await modified(join(folder, entry.name));
    if (mtime === null) continue;
    if (!hash) {
      lists.push({ name: entry.name, mtime });
      continue;
    }
    const set = sets.get(hash) ?? { variants: [], newest: 0 };
    if (DESCRIPTION.test(entry.name)) set.description = entry.name;
    else set.variants.push(entry.name);
    set.newest = Math.max(set.newest, mtime);
    sets.set(hash, set);
  }

  lists.sort((a, b) => b.mtime - a.mtime);
  // A list as new as the last kept one is kept too: file times are coarse (a few milliseconds),
  // and of two lists written within one tick neither can be called the older.
  const oldestKept = lists[Math.min(KEPT_LISTS, lists.length) - 1]?.mtime ?? Number.POSITIVE_INFINITY;
  const newest = lists.filter(({ mtime }) => mtime >= oldestKept);
  const named = new Set<string>();
  // A newest list that cannot be read stops the sweep: better to keep everything than to remove
  // what it names.
  for (const { name } of newest)
    for (const hash of setsNamedBy(await readFile(join(folder, name), 'utf8'))) named.add(hash);

  let removedSets = 0;
  for (const [hash, set] of sets) {
    if (named.has(hash) || now - set.newest < YOUNG_SET_MS) continue;
    if (set.description && !(await takeDescription(folder, set.description, now))) continue;
    // The description went first: a set missing files is never re-used, it is made again.
    for (const name of set.variants) await removeFile(join(folder, name));
    removedSets++;
  }

  let removedLists = 0;
  for (const { name, mtime } of lists.slice(newest.length)) {
    if (now - mtime < OLD_LIST_MS) continue;
    if (await removeFile(join(folder, name))) removedLists++;
  }

  return { sets: removedSets, lists: removedLists, sources: await sweepSources(folder) };
}

/** The sets a list names: its variants' files under the variants' path. */
function setsNamedBy(text: string): Set<string> {
  const hashes = new Set<string>();
  for (const entry of Object.values(JSON.parse(text) as Record<string, Partial<PhotoManifest[string]>>))
    for (const [, path] of [...(entry.avif ?? []), ...(entry.webp ?? [])]) {
      const hash = LISTED_VARIANT.exec(path)?.[1];
      if (hash) hashes.add(hash);
    }
  return hashes;
}

/**
 * Takes a set's description out of use. It is moved aside first and its time read again there: a
 * publish that marked the set in between (usedSet) has made it young, and it is put back; one that
 * marks it after the move finds no description and makes the set again.
 */
async function takeDescription(folder: string, name: string, now: number): Promise<boolean> {
  await mkdir(join(folder, '.tmp'), { recursive: true });
  const aside = join(folder, '.tmp', `${name}.${process.pid}.swept`);
  try {
    await rename(join(folder, name), aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true; // another sweep took it
    throw error;
  }
  const mtime = await modified(aside);
  if (mtime !== null && now - mtime < YOUNG_SET_MS) {
    await rename(aside, join(folder, name));
    return false;
  }
  await removeFile(aside);
  return true;
}

/** Removes `sources/` entries whose set has no description any more. */
async function sweepSources(folder: string): Promise<number> {
  const sources = join(folder, 'sources');
  const entries = await readdir(sources, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const entry of entries) {
    // A `.tmp` name is an entry being written (writeFileWhole).
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const file = join(sources, entry.name);
    const hash = (await readFile(file, 'utf8').catch(() => '')).trim();
    if (!SET_HASH.test(hash) || (await modified(join(folder, `${hash}.json`))) !== null) continue;
    if (await removeFile(file)) removed++;
  }
  return removed;
}

/** A file's modification time, or null when it is gone (never following a link). */
async function modified(path: string): Promise<number | null> {
  try {
    return (await lstat(path)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes a file; false when it was already gone. */
async function removeFile(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
