// Reading the published catalogue and seats over REST. Apart from published.ts (the shapes and the
// joins every page's first load uses): only the pages that read the database load these.

import type { PublishedCatalogue } from './published.ts';
import type { Tour } from './types.ts';

export interface CatalogueEndpoint {
  /** The Supabase project's URL (runtime config). */
  readonly url: string;
  readonly anonKey: string;
}

/** A POST to a public database function through the REST API, with the public key. */
function callPublicRpc(
  endpoint: CatalogueEndpoint,
  name: string,
  args: Record<string, unknown>,
  fetchImpl: typeof fetch,
): Promise<Response> {
  const base = endpoint.url.endsWith('/') ? endpoint.url : `${endpoint.url}/`;
  return fetchImpl(new URL(`rest/v1/rpc/${name}`, base), {
    method: 'POST',
    headers: {
      apikey: endpoint.anonKey,
      authorization: `Bearer ${endpoint.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
}

/**
 * Reads a published version (the latest when `version` is omitted) through the REST API with
 * the public key: `public.published_catalogue` answers only published versions, never drafts.
 * A plain fetch, so the public pages need not load supabase-js for it.
 */
export async function fetchPublishedCatalogue(
  endpoint: CatalogueEndpoint,
  version?: number,
  fetchImpl: typeof fetch = fetch,
): Promise<PublishedCatalogue> {
  const response = await callPublicRpc(
    endpoint,
    'published_catalogue',
    { version: version ?? null },
    fetchImpl,
  );
  if (!response.ok) throw new Error(`The catalogue could not be read (HTTP ${response.status})`);
  const body = (await response.json()) as unknown;
  return parsePublishedCatalogue(body);
}

/**
 * Seats left per open departure of a published tour sold by departures (`public.departure_seats`,
 * decision 151), as `{departureId: seatsLeft}`: what the date picker and "2 seats left" read.
 */
export async function fetchDepartureSeats(
  endpoint: CatalogueEndpoint,
  tourSlug: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Record<string, number>> {
  const response = await callPublicRpc(endpoint, 'departure_seats', { tour_slug: tourSlug }, fetchImpl);
  if (!response.ok) throw new Error(`The seats could not be read (HTTP ${response.status})`);
  const rows = (await response.json()) as unknown;
  if (!Array.isArray(rows)) throw new Error('The seats answer is not a list');
  const seats: Record<string, number> = {};
  for (const row of rows as { departure_id?: unknown; seats_left?: unknown }[]) {
    if (typeof row.departure_id === 'string' && Number.isInteger(row.seats_left)) {
      seats[row.departure_id] = row.seats_left as number;
    }
  }
  return seats;
}

/** Checks the shape the database answers; a version it cannot read is an error, not a guess. */
export function parsePublishedCatalogue(body: unknown): PublishedCatalogue {
  if (!body || typeof body !== 'object') throw new Error('The catalogue answer is empty');
  const { version, publishedAt, tours } = body as Record<string, unknown>;
  if (!Number.isInteger(version) || typeof publishedAt !== 'string' || !Array.isArray(tours))
    throw new Error('The catalogue answer is not a published version');
  return { version: version as number, publishedAt, tours: tours as Tour[] };
}
