import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext, ServiceHandler } from '../contracts.ts';
import { type Caller, GATEWAY_ERRORS, resolveCaller } from '../gateway.ts';
import { BodyTooLargeError, MAX_BODY_BYTES, readBody, sendJson } from '../http.ts';
import { call, planCall } from './call-plan.ts';
import { fromDatabaseError, isDatabaseError, isInternalDatabaseError, RestError } from './errors.ts';
import { checkQueryEncoding, decodePath, parseJsonBody } from './limits.ts';
import { insert, remove, update } from './mutate-plan.ts';
import { type Outcome, sendOutcome } from './outcome.ts';
import { read } from './read-plan.ts';
import { parseShape, type RequestShape } from './request.ts';
import { createSchemaCache, type RelationInfo, type SchemaCache } from './schema-cache.ts';
import { transactionRunner } from './transaction.ts';

// PostgREST semantics at /rest/v1 (supabase/local/docs/protocol.md §2): one transaction per
// request, run as the JWT's role with request.jwt.claims set, so the database's grants and RLS
// policies decide. This file checks the caller and dispatches: request.ts reads the request,
// transaction.ts sets up the transaction, and read-plan.ts, mutate-plan.ts and call-plan.ts build
// the statements.

export interface RestOptions {
  /** Schemas clients may name in Accept-Profile / Content-Profile; the first is the default. */
  schemas?: string[];
  /** PostgREST's db-max-rows (Supabase default 1000). */
  maxRows?: number;
  /** Per-role statement timeouts, as Supabase sets them on the roles. */
  statementTimeouts?: Record<string, string>;
  /**
   * Believe the first X-Forwarded-For entry (a trusted proxy in front). Default false: the
   * socket's address is the client's, whatever the request claims.
   */
  trustProxy?: boolean;
}

export type RestHandler = ServiceHandler & {
  schemaCache: SchemaCache;
  /**
   * Reads the schema cache now, as PostgREST does when it starts, instead of on the first
   * request (which then waited for four catalog reads in the database's queue; decision 221).
   * A failure is left to the first request to try again.
   */
  warm(): Promise<void>;
};

export function createRestHandler(ctx: ServerContext, options: RestOptions = {}): RestHandler {
  const schemas = options.schemas ?? ['public'];
  const maxRows = options.maxRows ?? 1000;
  const inTransaction = transactionRunner(ctx.db, {
    timeouts: options.statementTimeouts ?? { anon: '3s', authenticated: '8s' },
    trustProxy: options.trustProxy ?? false,
  });
  const cache = createSchemaCache(ctx.db, schemas);
  let loaded: Promise<void> | null = null;
  const loadSchema = (): Promise<void> => {
    loaded ??= cache.refresh().catch((error) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };

  async function relationOf(schema: string, name: string): Promise<RelationInfo> {
    let relation = cache.relation(schema, name);
    if (!relation && (await cache.refreshIfStale())) relation = cache.relation(schema, name);
    if (!relation) {
      throw new RestError(
        404,
        'PGRST205',
        `Could not find the table '${schema}.${name}' in the schema cache`,
      );
    }
    return relation;
  }

  /** /rpc/<name> */
  async function callFunction(
    req: IncomingMessage,
    path: string,
    caller: Caller,
    shape: RequestShape,
    name: string,
  ): Promise<Outcome> {
    const method = shape.method;
    if (!['GET', 'HEAD', 'POST'].includes(method)) {
      throw new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
    }
    let candidates = cache.functions(shape.schema, name);
    if (candidates.length === 0 && (await cache.refreshIfStale()))
      candidates = cache.functions(shape.schema, name);
    const payload = method === 'POST' ? parseJsonBody(await readBody(req)) : undefined;
    const { fn, args } = planCall(shape, name, candidates, payload);
    const readOnly = method !== 'POST';
    return inTransaction(req, path, caller, shape, readOnly, (tx) =>
      call(tx, shape, name, fn, args, maxRows),
    );
  }

  /** /<table> */
  async function onRelation(
    req: IncomingMessage,
    path: string,
    caller: Caller,
    shape: RequestShape,
    name: string,
  ): Promise<Outcome> {
    const relation = await relationOf(shape.schema, name);
    switch (shape.method) {
      case 'GET':
      case 'HEAD':
        return inTransaction(req, path, caller, shape, true, (tx) => read(tx, relation, shape, maxRows));
      case 'POST': {
        const raw = await readBody(req);
        const payload = parseJsonBody(raw);
        if (payload === undefined) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
        return inTransaction(req, path, caller, shape, false, (tx) =>
          insert(tx, relation, shape, raw, payload),
        );
      }
      case 'PATCH': {
        const payload = parseJsonBody(await readBody(req));
        return inTransaction(req, path, caller, shape, false, (tx) =>
          update(tx, relation, shape, payload ?? {}),
        );
      }
      case 'DELETE':
        return inTransaction(req, path, caller, shape, false, (tx) => remove(tx, relation, shape));
      default:
        throw new RestError(405, 'PGRST101', `Method ${shape.method} is not supported on tables`);
    }
  }

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    state: { anonymous: boolean },
  ) {
    const resolved = await resolveCaller(req, ctx.keys);
    if (!resolved.ok) {
      if (resolved.failure === 'invalid-token') {
        const expired = resolved.error.reason === 'expired';
        const message = resolved.error.message;
        throw new RestError(401, expired ? 'PGRST303' : 'PGRST301', message, null, null, {
          'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"`,
        });
      }
      sendJson(res, 401, GATEWAY_ERRORS[resolved.failure]);
      return;
    }
    const caller = resolved.caller;
    state.anonymous = caller.role === 'anon';
    await loadSchema();
    if (!cache.isSwitchableRole(caller.role)) {
      if (!cache.roleExists(caller.role)) {
        throw new RestError(401, '22023', `role "${caller.role}" does not exist`);
      }
      throw new RestError(403, '42501', `permission denied to set role "${caller.role}"`);
    }

    checkQueryEncoding(req.url ?? '/');
    const url = new URL(req.url ?? '/', 'http://local');
    const segments = decodePath(path);
    const shape = parseShape(req, url, schemas);

    if (segments.length === 0) {
      throw new RestError(404, 'PGRST205', 'The local server does not serve the OpenAPI root; name a table');
    }

    let outcome: Outcome;
    if (segments[0] === 'rpc' && segments.length === 2) {
      outcome = await callFunction(req, path, caller, shape, segments[1] as string);
    } else if (segments.length === 1) {
      outcome = await onRelation(req, path, caller, shape, segments[0] as string);
    } else {
      throw new RestError(
        404,
        'PGRST205',
        `Could not find the table '${segments.join('.')}' in the schema cache`,
      );
    }
    sendOutcome(res, outcome, shape.method, shape.singular);
  }

  const handler = (async (req, res, path) => {
    const state = { anonymous: true };
    try {
      await handle(req, res, path, state);
    } catch (error) {
      const restError = toRestError(error, state.anonymous, ctx.log);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, restError.status, restError.body(), {
        'Proxy-Status': `PostgREST; error=${restError.code}`,
        ...restError.headers,
      });
    }
  }) as RestHandler;
  handler.schemaCache = cache;
  handler.warm = () =>
    loadSchema().catch((error: unknown) => ctx.log(`[rest] schema cache: ${String(error)}`));
  return handler;
}

function toRestError(error: unknown, anonymous: boolean, log: (line: string) => void): RestError {
  if (error instanceof RestError) return error;
  if (error instanceof BodyTooLargeError) {
    return new RestError(
      413,
      'PGRST413',
      `Payload too large: the request body exceeds ${MAX_BODY_BYTES} bytes`,
    );
  }
  if (isDatabaseError(error)) {
    if (isInternalDatabaseError(error.code)) log(`REST database error ${error.code}: ${error.message}`);
    return fromDatabaseError(error, anonymous);
  }
  // Unexpected: log the stack for the developer, never send it to the client.
  log(`REST internal error: ${(error as Error)?.stack ?? String(error)}`);
  return new RestError(500, 'PGRST000', 'Internal server error');
}
