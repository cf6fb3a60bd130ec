import type { IncomingMessage } from 'node:http';
import type { Database, SqlExecutor } from '../contracts.ts';
import type { Caller } from '../gateway.ts';
import { clientIp, headerValue } from '../http.ts';
import { quoteIdent } from './build.ts';
import type { Outcome } from './outcome.ts';
import type { RequestShape } from './request.ts';

// The transaction every request runs in (PostgREST's PreQuery): the caller's role and claims, the
// request's method, path and headers, the role's statement timeout, read-only for reads.

interface TransactionOptions {
  /** Per-role statement timeouts, as Supabase sets them on the roles. */
  timeouts: Record<string, string>;
  /** Believe the first X-Forwarded-For entry (see RestOptions.trustProxy). */
  trustProxy: boolean;
}

type RunInTransaction = (
  req: IncomingMessage,
  path: string,
  caller: Caller,
  shape: RequestShape,
  readOnly: boolean,
  work: (tx: SqlExecutor) => Promise<Outcome>,
) => Promise<Outcome>;

/** Thrown inside the transaction to roll it back while still answering with `outcome`. */
class RollbackWith {
  constructor(readonly outcome: Outcome) {}
}

/** Runs `work` in one transaction set up exactly as PostgREST sets up its transactions. */
export function transactionRunner(db: Database, options: TransactionOptions): RunInTransaction {
  return async (req, path, caller, shape, readOnly, work) => {
    const headers: Record<string, string> = {};
    for (const name of Object.keys(req.headers)) {
      const value = headerValue(req, name);
      if (value !== undefined) headers[name] = value;
    }
    // The client's address as a gateway states it, never as the client does: the database's
    // per-address limits read these (private.client_address(), decision 100).
    const address = clientIp(req, options.trustProxy);
    headers['x-forwarded-for'] = address;
    headers['x-real-ip'] = address;
    delete headers['cf-connecting-ip'];
    const settings: [string, string][] = [
      ['search_path', `${quoteIdent(shape.schema)}, public, extensions`],
      ['request.jwt.claims', JSON.stringify(caller.claims)],
      ['request.method', shape.method],
      ['request.path', path],
      ['request.headers', JSON.stringify(headers)],
      ['request.cookies', '{}'],
    ];
    const timeout = options.timeouts[caller.role];
    if (timeout) settings.push(['statement_timeout', timeout]);
    if (readOnly) settings.push(['transaction_read_only', 'on']);
    // Last, so that every setting above is made before the role changes.
    settings.push(['role', caller.role]);
    const params = settings.flat();
    const setupSql = `select ${settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`;
    try {
      return await db.transaction(async (tx) => {
        await tx.query(setupSql, params);
        const outcome = await work(tx);
        if (shape.prefs.tx === 'rollback') throw new RollbackWith(outcome);
        return outcome;
      });
    } catch (error) {
      if (error instanceof RollbackWith) return error.outcome;
      throw error;
    }
  };
}
