import { RestError } from './errors.ts';

// Content negotiation: what the client asked the answer to look like. Accept picks the
// representation (an array, or one object for `.single()`); Prefer picks what a write returns,
// whether to count, how to resolve conflicts and whether to commit.

export const SINGULAR = 'application/vnd.pgrst.object+json';

export interface Representation {
  singular: boolean;
  stripNulls: boolean;
}

export function negotiate(accept: string | undefined): Representation {
  if (!accept) return { singular: false, stripNulls: false };
  const offered: string[] = [];
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part
      .trim()
      .split(';')
      .map((s) => s.trim().toLowerCase());
    offered.push(type);
    const stripNulls = params.includes('nulls=stripped');
    if (type === SINGULAR) return { singular: true, stripNulls };
    if (['application/json', '*/*', 'application/*', 'application/vnd.pgrst.array+json'].includes(type)) {
      return { singular: false, stripNulls };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ')}`);
}

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
}

/** The Prefer header, repeated headers already joined into one list (see `headerValue`). */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {};
  for (const raw of (header ?? '').split(',')) {
    const [key, value] = raw
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefs.return = value;
    } else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = value;
    } else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
    } else if (key === 'missing' && (value === 'default' || value === 'null')) {
      prefs.missing = value;
    } else if (key === 'tx' && (value === 'commit' || value === 'rollback')) {
      prefs.tx = value;
    }
    // Unknown preferences are ignored, as PostgREST does without handling=strict.
  }
  return prefs;
}
