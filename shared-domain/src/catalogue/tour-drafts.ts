import type { Json } from '../supabase/database.types.ts';
import { attempt, type CatalogueResult, type CatalogueClient as Client, refusal } from './catalogue-admin.ts';
import { tourProblemText } from './tour-check.ts';
import { tourSchema } from './tour-schema.ts';
import type { Tour } from './types.ts';

// The admin's calls on tour drafts (issue 23, decision 120): list, load, create, save, hide; each
// draft with its status against the latest published version.

/** 'published': the draft is what travellers see; 'draft changes': not published yet; 'hidden'. */
export type TourDraftStatus = 'published' | 'draft changes' | 'hidden';

export interface TourDraft {
  readonly slug: string;
  readonly position: number;
  readonly tour: Tour;
  readonly hidden: boolean;
  /** Send it back with the next save: a save from an older revision is refused. */
  readonly revision: number;
  readonly updatedAt: string;
  readonly updatedByEmail: string | null;
  readonly status: TourDraftStatus;
  /** In the latest published version (a hidden tour may still be until the next publish). */
  readonly published: boolean;
}

const DRAFT_COLUMNS = 'slug, position, tour, hidden, revision, updated_at, updated_by_email';

interface DraftRow {
  slug: string;
  position: number;
  tour: Json;
  hidden: boolean;
  revision: number;
  updated_at: string;
  updated_by_email: string | null;
}

/** JSON with its keys sorted, so two tours compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

function draftFromRow(row: DraftRow, published: ReadonlyMap<string, string>): TourDraft {
  const publishedTour = published.get(row.slug);
  const tour = row.tour as unknown as Tour;
  const status: TourDraftStatus = row.hidden
    ? 'hidden'
    : publishedTour === canonical(tour)
      ? 'published'
      : 'draft changes';
  return {
    slug: row.slug,
    position: row.position,
    tour,
    hidden: row.hidden,
    revision: row.revision,
    updatedAt: row.updated_at,
    updatedByEmail: row.updated_by_email,
    status,
    published: publishedTour !== undefined,
  };
}

/** The latest version's tours by slug (canonical JSON), and its number. */
async function latestPublished(client: Client) {
  const { data, error } = await client
    .from('catalogue_versions')
    .select('version, tours')
    .order('version', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) return { error };
  const tours = Array.isArray(data?.tours) ? (data.tours as unknown as Tour[]) : [];
  return {
    version: data?.version ?? null,
    tours: new Map(tours.map((tour) => [tour.slug, canonical(tour)])),
  };
}

function invalid(value: unknown): { ok: false; message: string; code: string } | Tour {
  const parsed = tourSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  return { ok: false, message: first ? tourProblemText(first) : 'The tour is not valid', code: 'invalid' };
}

/** Every draft in catalogue order with its status against the latest published version. */
export function listTourDrafts(
  client: Client,
): Promise<CatalogueResult<{ drafts: readonly TourDraft[]; publishedVersion: number | null }>> {
  return attempt<{ drafts: readonly TourDraft[]; publishedVersion: number | null }>(async () => {
    const [drafts, published] = await Promise.all([
      client.from('catalogue_tours').select(DRAFT_COLUMNS).order('position').order('slug'),
      latestPublished(client),
    ]);
    if (drafts.error) return refusal(drafts.error);
    if ('error' in published) return refusal(published.error);
    return {
      ok: true,
      drafts: (drafts.data as DraftRow[]).map((row) => draftFromRow(row, published.tours)),
      publishedVersion: published.version,
    };
  });
}

export function loadTourDraft(client: Client, slug: string): Promise<CatalogueResult<{ draft: TourDraft }>> {
  return attempt<{ draft: TourDraft }>(async () => {
    const [draft, published] = await Promise.all([
      client.from('catalogue_tours').select(DRAFT_COLUMNS).eq('slug', slug).maybeSingle(),
      latestPublished(client),
    ]);
    if (draft.error) return refusal(draft.error);
    if ('error' in published) return refusal(published.error);
    if (!draft.data) return { ok: false, message: `There is no tour "${slug}"`, code: 'not-found' };
    return { ok: true, draft: draftFromRow(draft.data as DraftRow, published.tours) };
  });
}

async function withStatus(client: Client, row: DraftRow): Promise<CatalogueResult<{ draft: TourDraft }>> {
  const published = await latestPublished(client);
  if ('error' in published) return refusal(published.error);
  return { ok: true, draft: draftFromRow(row, published.tours) };
}

/** A new draft after the last tour, visible once published. */
export function createTourDraft(
  client: Client,
  tour: unknown,
): Promise<CatalogueResult<{ draft: TourDraft }>> {
  return attempt<{ draft: TourDraft }>(async () => {
    const checked = invalid(tour);
    if ('ok' in checked) return checked;
    const { data, error } = await client
      .from('catalogue_tours')
      .insert({ slug: checked.slug, tour: checked as unknown as Json })
      .select(DRAFT_COLUMNS)
      .single();
    if (error) return refusal(error);
    return withStatus(client, data as DraftRow);
  });
}

export interface TourDraftSave {
  readonly slug: string;
  readonly tour: unknown;
  readonly hidden: boolean;
  /** The revision the editor read; a newer one in the database refuses the save. */
  readonly revision: number;
}

/**
 * Saves a draft if nobody saved it since `revision`; otherwise the database's refusal naming who
 * changed it and when.
 */
export function saveTourDraft(
  client: Client,
  { slug, tour, hidden, revision }: TourDraftSave,
): Promise<CatalogueResult<{ draft: TourDraft }>> {
  return attempt<{ draft: TourDraft }>(async () => {
    const checked = invalid(tour);
    if ('ok' in checked) return checked;
    if (checked.slug !== slug) {
      return { ok: false, message: 'A tour’s slug cannot change once it exists', code: 'invalid' };
    }
    return updateDraft(client, slug, { tour: checked as unknown as Json, hidden, revision });
  });
}

async function updateDraft(
  client: Client,
  slug: string,
  change: { tour?: Json; hidden: boolean; revision: number },
): Promise<CatalogueResult<{ draft: TourDraft }>> {
  const { data, error } = await client
    .from('catalogue_tours')
    .update(change)
    .eq('slug', slug)
    .select(DRAFT_COLUMNS)
    .maybeSingle();
  if (error) return refusal(error);
  if (!data) return { ok: false, message: `There is no tour "${slug}"`, code: 'not-found' };
  return withStatus(client, data as DraftRow);
}

/** Hides or shows a tour's draft (published with the next publish); refused like a save if stale. */
export function setTourHidden(
  client: Client,
  { slug, hidden, revision }: { readonly slug: string; readonly hidden: boolean; readonly revision: number },
): Promise<CatalogueResult<{ draft: TourDraft }>> {
  return attempt<{ draft: TourDraft }>(() => updateDraft(client, slug, { hidden, revision }));
}
