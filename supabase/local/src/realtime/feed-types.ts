// The change feed's shapes: a change as captured in realtime.changes, and who it may go to (a
// subscriber, one joined channel, and its `postgres_changes` subscriptions).
import type { JwtClaims } from '../contracts.ts';
import type { ChangeEvent, RowFilter } from './filter-types.ts';

export type Row = Record<string, unknown>;

export interface Change {
  id: number;
  schema_name: string;
  table_name: string;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Row | null;
  old_record: Row | null;
  commit_timestamp: string;
}

/** The subscriber side of a channel: who it is and how to reach it. */
export interface Subscriber {
  claims: JwtClaims;
  /** Sends one `postgres_changes` message carrying the matching subscription ids and `data` (JSON text). */
  deliver(ids: number[], dataJson: string): void;
}

export interface Subscription {
  id: number;
  event: ChangeEvent;
  /** `*` = every schema. */
  schema: string;
  /** null = every table of the schema. */
  table: string | null;
  filter: RowFilter | null;
  subscriber: Subscriber;
}
