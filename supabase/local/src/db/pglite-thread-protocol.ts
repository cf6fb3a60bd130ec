// What the main thread and the PGlite thread say to each other, and the PostgreSQL-shaped errors
// the main thread answers with when the thread is stopped or lost (decision 142).

export type Message =
  | { op: 'open' | 'begin' | 'commit' | 'rollback' | 'close' }
  | { op: 'query'; sql: string; params: unknown[] | undefined; inTransaction: boolean }
  | { op: 'exec'; sql: string; inTransaction: boolean }
  | { op: 'listen'; listener: number; channel: string }
  | { op: 'unlisten'; listener: number };

export type Answer =
  | { id: number; result: unknown; timeoutMs: number; error?: undefined }
  | { id: number; error: { message: string; code?: string }; timeoutMs: number }
  | { notify: number; payload: string };

export interface Call {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | null;
}

export interface Listener {
  channel: string;
  onNotify: (payload: string) => void;
  onReconnect: (() => void) | undefined;
}

/** An error shaped like PostgreSQL's (what REST and Auth read: `code`, `message`, …). */
export function databaseError(fields: { message: string; code?: string }): Error {
  return Object.assign(new Error(fields.message), fields);
}

export const cancelled = () =>
  databaseError({ code: '57014', message: 'canceling statement due to statement timeout' });
export const threadLost = (why: string) =>
  databaseError({ code: '57P01', message: `terminating connection: the database thread ${why}` });
export const transactionLost = () =>
  databaseError({
    code: '25P02',
    message: 'current transaction is aborted, commands ignored until end of transaction block',
  });
