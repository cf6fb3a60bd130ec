// Row level security for a change: which subscribers' claims may see the row, asked of
// PostgreSQL in one statement for all of them (for a DELETE, the row as it was).
import type { Database } from '../contracts.ts';
import type { Change } from './feed-types.ts';
import type { TableInfo } from './table-catalog.ts';

/** The answers for `claimsJson` (a JSON array of claims), one per claims, in order. */
export function visibleUnderRowSecurity(
  db: Database,
  info: TableInfo,
  change: Change,
  claimsJson: string,
): Promise<boolean[]> {
  const deleted = change.action === 'DELETE';
  const ask = (sql: string, params: unknown[]) =>
    db.transaction(
      async (tx) => (await tx.query<{ answers: boolean[] }>(sql, params)).rows[0]?.answers ?? [],
    );
  const generic = (guarded: boolean) =>
    ask(
      `select realtime.visible_to($1::oid::regclass, $2::text[], $3::jsonb,
              array(select jsonb_array_elements($4::jsonb)), $5) as answers`,
      [info.oid, info.primaryKey, JSON.stringify(change.record), claimsJson, guarded],
    );
  return deleted
    ? ask(
        `select realtime.visible_before_delete($1::oid::regclass, $2::text[], $3::jsonb,
                array(select jsonb_array_elements($4::jsonb))) as answers`,
        [info.oid, info.primaryKey, JSON.stringify(change.old_record), claimsJson],
      )
    : // The table's own checker (static SQL, planned once); if it is missing or a policy
      // fails, the generic check, then the guarded one.
      ask(
        `select realtime."visible_in_${info.oid}"(array(select jsonb_array_elements($1::jsonb)), $2::jsonb) as answers`,
        [claimsJson, JSON.stringify(change.record)],
      )
        .catch(() => generic(false))
        .catch(() => generic(true));
}
