import pg from 'pg';
import type { Database, QueryResult, SqlExecutor } from '../contracts.ts';

type Queryable = pg.Pool | pg.PoolClient;

function executor(target: Queryable): SqlExecutor {
  return {
    async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
      const result = await target.query(sql, params);
      return {
        rows: result.rows as Row[],
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        ...(result.rowCount === null ? {} : { affectedRows: result.rowCount }),
      };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which accepts many statements.
      await target.query(sql);
    },
  };
}

export function openPostgres(databaseUrl: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.max ?? 10 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  const direct = executor(pool);
  let closed = false;

  return {
    kind: 'postgres',
    query: (sql, params) => direct.query(sql, params),
    exec: (sql) => direct.exec(sql),
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await work(executor(client));
        await client.query('commit');
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch (rollbackError) {
          broken = rollbackError as Error;
        }
        throw error;
      } finally {
        // A connection whose rollback failed is in an unknown state: destroy it, do not reuse it.
        client.release(broken);
      }
    },
    listen: (channel, onNotify, onReconnect) =>
      listenWithReconnect(databaseUrl, channel, onNotify, onReconnect, () => closed),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to other work). When it drops
 * (server restart), it reconnects with a capped backoff and reports it, since notifications
 * sent meanwhile are lost.
 */
async function listenWithReconnect(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect: (() => void) | undefined,
  poolClosed: () => boolean,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => {});
    next.on('end', () => {
      if (client === next) client = null;
      if (!stopped && !poolClosed()) scheduleReconnect(250);
    });
    await next.connect();
    await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    client = next;
  }

  function scheduleReconnect(delayMs: number) {
    if (retry || stopped) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => onReconnect?.(),
        () => scheduleReconnect(Math.min(delayMs * 2, 5000)),
      );
    }, delayMs);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
