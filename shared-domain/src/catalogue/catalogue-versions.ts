import type { Json } from '../supabase/database.types.ts';
import { attempt, type CatalogueResult, type CatalogueClient as Client, refusal } from './catalogue-admin.ts';

// The admin's calls on published versions (issue 23, decision 120): publish the drafts, read the
// history, restore an earlier version.

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
