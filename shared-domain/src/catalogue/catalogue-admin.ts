import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '../supabase/database.types.ts';
import { tourProblemText, tourSchema } from './tour-schema.ts';
import type { Tour } from './types.ts';

// The admin's calls on the catalogue (issue 23, decision 120): drafts, publishing, history and
// restoring. Each answers a result object and never throws; a refusal carries the database's
// words (the conflict names who saved the tour and when). The database is what enforces every
// rule (admins only, the tour's limits, the revision); the schema check here only spares a round
// trip and gives the same messages.

type Client = SupabaseClient<Database>;

export type CatalogueResult<T extends object> =
  | ({ readonly ok: true } & T)
  | { readonly ok: false; readonly message: string; readonly code: string | null };

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

export type TourChangeKind = 'added' | 'changed' | 'hidden' | 'shown';

export interface TourChange {
  readonly slug: string;
  readonly title: string;
  readonly kind: TourChangeKind;
  /** The tour's changed field names (for 'changed'). */
  readonly fields: readonly string[];
}

export interface CatalogueVersionSummary {
  readonly version: number;
  readonly publishedAt: string;
  /** null: published by the migration that made the first catalogue. */
  readonly publishedByEmail: string | null;
  readonly note: string | null;
  readonly changes: readonly TourChange[];
  readonly restoredFrom: number | null;
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

const NOT_ADMIN = 'Only admins may change the catalogue';
/** A SQLSTATE (PT409 included) or PostgREST's own PGRSTnnn. */
const DATABASE_CODE = /^([0-9A-Z]{5}|PGRST\d{3})$/;
const UNREACHABLE = 'The catalogue could not be reached; check the connection and try again';

function refusal(error: unknown): { ok: false; message: string; code: string | null } {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const code = typeof record.code === 'string' ? record.code : null;
  const message = typeof record.message === 'string' ? record.message : '';
  if (code === '42501' && /row-level security|permission denied/i.test(message)) {
    return { ok: false, message: NOT_ADMIN, code };
  }
  if (code === '23505') {
    return { ok: false, message: 'A tour with this address (slug) already exists', code };
  }
  // Only the database's own refusals carry words for staff; a proxy's error page, a network
  // failure or anything else without a database code gets the connection message.
  if (!code || !DATABASE_CODE.test(code) || !message) return { ok: false, message: UNREACHABLE, code };
  return { ok: false, message, code };
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

async function attempt<T extends object>(
  call: () => Promise<CatalogueResult<T>>,
): Promise<CatalogueResult<T>> {
  try {
    return await call();
  } catch (error) {
    return refusal(error);
  }
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

/** The visible drafts become the next version; its number. */
export function publishCatalogue(
  client: Client,
  note: string | null = null,
): Promise<CatalogueResult<{ version: number }>> {
  return attempt<{ version: number }>(async () => {
    const { data, error } = await client.rpc('publish_catalogue', note ? { note } : {});
    if (error) return refusal(error);
    return { ok: true, version: data };
  });
}

function changesOf(value: Json): TourChange[] {
  return Array.isArray(value) ? (value as unknown as TourChange[]) : [];
}

/** Every published version, newest first: who, when, the note and what changed. */
export function catalogueHistory(
  client: Client,
): Promise<CatalogueResult<{ versions: readonly CatalogueVersionSummary[] }>> {
  return attempt<{ versions: readonly CatalogueVersionSummary[] }>(async () => {
    const { data, error } = await client
      .from('catalogue_versions')
      .select('version, published_at, published_by_email, note, changes, restored_from')
      .order('version', { ascending: false });
    if (error) return refusal(error);
    return {
      ok: true,
      versions: data.map((row) => ({
        version: row.version,
        publishedAt: row.published_at,
        publishedByEmail: row.published_by_email,
        note: row.note,
        changes: changesOf(row.changes),
        restoredFrom: row.restored_from,
      })),
    };
  });
}

/**
 * The drafts become `version` again (tours absent from it hidden) and are published; the number
 * now serving (the latest, when it already was that catalogue).
 */
export function restoreCatalogueVersion(
  client: Client,
  version: number,
): Promise<CatalogueResult<{ version: number }>> {
  return attempt<{ version: number }>(async () => {
    const { data, error } = await client.rpc('restore_catalogue_version', { version });
    if (error) return refusal(error);
    return { ok: true, version: data };
  });
}
