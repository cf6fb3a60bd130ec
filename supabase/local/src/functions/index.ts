// Edge Functions at /functions/v1/<name> (decision 041): `supabase/functions/<name>/index.ts`
// calls `Deno.serve(handler)` with a web-standard Request → Response handler. We install a
// `Deno` global with exactly `serve` and `env.get` (supabase/functions/deno.d.ts), import the
// module once, keep the handler, and bridge Node's request and response to it. The gateway part
// follows Supabase: verify_jwt per function, 401 bodies, OPTIONS always reaching the function.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import type { FunctionConfig } from '../config.ts';
import type { ServerContext, ServiceHandler } from '../contracts.ts';
import { BodyTooLargeError, bearerToken, headerValue, readBodyBytes, sendJson } from '../http.ts';
import { verifyJwt } from '../jwt.ts';

type EdgeHandler = (request: Request) => Response | Promise<Response>;

export interface FunctionsOptions {
  /** Folder holding `<name>/index.ts`. */
  functionsDir: string;
  /** `[functions.<name>]` of config.toml; a function without an entry has verify_jwt = true. */
  config?: Record<string, FunctionConfig>;
  /** Extra variables for `Deno.env.get`, over the process environment. */
  env?: Record<string, string>;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

interface DenoShim {
  serve(handlerOrOptions: unknown, maybeHandler?: unknown): unknown;
  env: { get(name: string): string | undefined };
}

function handlerFrom(first: unknown, second: unknown): EdgeHandler | null {
  if (typeof first === 'function') return first as EdgeHandler;
  if (typeof second === 'function') return second as EdgeHandler;
  const handler = (first as { handler?: unknown } | null)?.handler;
  return typeof handler === 'function' ? (handler as EdgeHandler) : null;
}

/** The largest request body a function receives (Supabase's gateway refuses larger too). */
export const MAX_FUNCTION_BODY_BYTES = 1024 * 1024;

function toRequest(req: IncomingMessage, url: string, body: Buffer | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  // Streamed, so server-sent events reach the client as they are written.
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

type Env = () => Record<string, string | undefined>;

// One `Deno` global for the process. Each request runs with its server's environment (two
// servers in one process, as in tests, each give their own SUPABASE_URL and keys).
const requestEnv = new AsyncLocalStorage<Env>();
let loadingEnv: Env = () => process.env;
let captured: EdgeHandler | null = null;
const shim: DenoShim = {
  serve(first, second) {
    captured = handlerFrom(first, second);
    return {};
  },
  env: { get: (key) => (requestEnv.getStore() ?? loadingEnv)()[key] },
};

// A module is evaluated once per process, so its handler is kept per file. Imports run one at
// a time: `Deno.serve` is called while a module evaluates, for that module.
const handlers = new Map<string, Promise<EdgeHandler>>();
let loading: Promise<unknown> = Promise.resolve();

function load(name: string, entry: string, env: Env): Promise<EdgeHandler> {
  const known = handlers.get(entry);
  if (known) return known;
  const run = loading.then(async () => {
    (globalThis as { Deno?: DenoShim }).Deno = shim;
    // Deno has a global WebSocket and supabase-js (which functions use) builds its Realtime
    // client eagerly with it; Node 20 has none without a flag.
    if (!('WebSocket' in globalThis)) Object.assign(globalThis, { WebSocket });
    loadingEnv = env;
    captured = null;
    const module = (await import(pathToFileURL(entry).href)) as { default?: { fetch?: unknown } };
    const fallback = module.default?.fetch;
    const handler: EdgeHandler | null =
      captured ?? (typeof fallback === 'function' ? (fallback.bind(module.default) as EdgeHandler) : null);
    if (!handler)
      throw new Error(`${name}/index.ts neither calls Deno.serve(handler) nor exports default { fetch }`);
    return handler;
  });
  loading = run.catch(() => undefined);
  handlers.set(entry, run);
  // A module that failed to load is tried again on the next request (after a fix and restart).
  run.catch(() => handlers.delete(entry));
  return run;
}

export function createFunctionsHandler(ctx: ServerContext, options: FunctionsOptions): ServiceHandler {
  const env: Env = () => ({
    ...process.env,
    SUPABASE_URL: ctx.siteUrl.replace(/\/$/, ''),
    SUPABASE_ANON_KEY: ctx.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
    ...options.env,
  });

  return async (req, res, path) => {
    const [, name = '', ...rest] = path.split('?')[0]?.split('/') ?? [];
    const settings = options.config?.[name] ?? { verifyJwt: true, enabled: true };
    const entry = join(options.functionsDir, name, 'index.ts');
    if (!NAME.test(name) || !settings.enabled || !existsSync(entry)) {
      sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      return;
    }
    // As Supabase's gateway: OPTIONS always reaches the function (its CORS preflight).
    if (settings.verifyJwt && req.method !== 'OPTIONS') {
      const authorization = headerValue(req, 'authorization');
      if (!authorization) {
        sendJson(res, 401, { msg: 'Error: Missing authorization header' });
        return;
      }
      const token = bearerToken(req);
      const valid = token
        ? await verifyJwt(token, ctx.keys.jwtSecret).then(
            () => true,
            () => false,
          )
        : false;
      if (!valid) {
        sendJson(res, 401, { msg: 'Invalid JWT' });
        return;
      }
    }

    let handler: EdgeHandler;
    try {
      handler = await load(name, entry, env);
    } catch (error) {
      ctx.log(`[functions] ${name} failed to boot: ${(error as Error)?.stack ?? String(error)}`);
      sendJson(res, 503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
      return;
    }

    const query = (req.url ?? '').includes('?') ? `?${(req.url ?? '').split('?').slice(1).join('?')}` : '';
    // The function sees the path after the gateway, as on Supabase: /<name>/….
    const url = `${ctx.siteUrl.replace(/\/$/, '')}/${[name, ...rest].join('/')}${query}`;
    // Read here, within the limit, before the function runs: a 100 MB body was read whole (issue 25).
    let body: Buffer | null = null;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      try {
        body = await readBodyBytes(req, MAX_FUNCTION_BODY_BYTES);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        sendJson(
          res,
          413,
          { code: 'PAYLOAD_TOO_LARGE', message: `Request body larger than ${MAX_FUNCTION_BODY_BYTES} bytes` },
          { Connection: 'close' },
        );
        return;
      }
    }
    let response: Response;
    try {
      response = await requestEnv.run(env, () => handler(toRequest(req, url, body)));
      if (!(response instanceof Response))
        throw new TypeError(`${name} returned ${typeof response}, not a Response`);
    } catch (error) {
      ctx.log(`[functions] ${name} threw: ${(error as Error)?.stack ?? String(error)}`);
      if (!res.headersSent) {
        sendJson(res, 500, {
          code: 'WORKER_ERROR',
          message: 'Function exited due to an error (please check logs)',
        });
      }
      return;
    }
    await sendResponse(res, response);
  };
}
