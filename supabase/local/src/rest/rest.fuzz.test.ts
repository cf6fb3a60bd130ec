import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoServerError,
  expectResponsive,
  FUZZ_RUNS,
  HANG_MS,
  rawRequest,
  timedFetch,
  watchEventLoop,
} from '../test-support/fuzz.ts';
import { serverErrorLines, startTestServer, type TestServer } from '../test-support/harness.ts';
import { OPERATORS as FILTER_OPERATORS } from './parse-filter.ts';

// Issue 13: generated hostile-but-plausible PostgREST requests against a live server. Every
// answer must come within HANG_MS and be below 500; afterwards the event loop never stalled
// that long and the server still answers /health and a plain supabase-js select.

const COLUMNS = [
  'id',
  'name',
  'price',
  'category_id',
  'qty',
  'tags',
  'data',
  'big',
  'released',
  'updated_at',
];
const PATHS = [
  'items',
  'labels',
  'categories',
  'vault',
  'notes',
  'nope',
  'rpc/add',
  'rpc/items_cheaper_than',
  'rpc/pick',
  'rpc/whoami',
  'rpc/sum_array',
  'rpc/nope',
  'rpc',
  '',
  'items/1',
  '%zz',
  'it%C3%28ems',
];

const nested = (depth: number, open: string, close: string, leaf: string) =>
  `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;

/** Numbers as text, from ordinary to far past any column type. */
const bigNumber = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.constantFrom('99999999999999999999', '9223372036854775808', '-0', '1e400', 'NaN', 'Infinity', '0x10'),
);

/** A filter operand: plain text, numbers, lists, arrays, JSON, ranges, deep nesting. */
const operand = fc.oneof(
  fc.string({ maxLength: 20 }),
  bigNumber,
  fc.constantFrom(
    'null',
    'true',
    'not_null',
    '{}',
    '{1,2}',
    '[1,10)',
    '(,)',
    '""',
    '*',
    '%',
    '\\',
    "'",
    'a,b',
  ),
  fc
    .array(fc.oneof(fc.string({ maxLength: 5 }), bigNumber), { maxLength: 5 })
    .map((xs) => `(${xs.join(',')})`),
  fc.json({ maxDepth: 3 }),
  fc.integer({ min: 1, max: 6_000 }).map((d) => nested(d, '[', ']', '1')),
  fc.integer({ min: 1, max: 3_000 }).map((d) => nested(d, '{"a":', '}', '1')),
  fc.integer({ min: 1, max: 100 }).map((d) => nested(d, '{', '}', '1')),
);

const column = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...COLUMNS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom('"na""me"', '%zz', 'id;drop table items', '*', 'a.b', '') },
);

const jsonPath = fc
  .array(fc.tuple(fc.constantFrom('->', '->>'), fc.oneof(fc.string({ maxLength: 4 }), bigNumber)), {
    maxLength: 3,
  })
  .chain((steps) =>
    fc.oneof(
      fc.constant(steps.map(([arrow, key]) => `${arrow}${key}`).join('')),
      fc.integer({ min: 30, max: 700 }).map((n) => '->a'.repeat(n)),
    ),
  );

const field = fc
  .tuple(column, fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: jsonPath }))
  .map(([c, p]) => c + p);

const operation = fc
  .tuple(
    fc.boolean(),
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...FILTER_OPERATORS) },
      { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
    ),
    fc.constantFrom('', '(any)', '(all)', '(english)', '(nolang)', '(', '()'),
    operand,
  )
  .map(([not, op, modifier, value]) => `${not ? 'not.' : ''}${op}${modifier}.${value}`);

/** `or=(…)` bodies: random trees, and some deeper than the limit. */
const { tree } = fc.letrec<{ tree: string; node: string }>((tie) => ({
  tree: fc
    .tuple(fc.boolean(), fc.constantFrom('and', 'or'), fc.array(tie('node'), { minLength: 0, maxLength: 4 }))
    .map(([not, kind, children]) => `${not ? 'not.' : ''}${kind}(${children.join(',')})`),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(field, operation).map(([f, o]) => `${f}.${o}`),
    tie('tree'),
  ),
}));
const logic = fc.oneof(
  tree.map((t) => t.replace(/^(not\.)?(and|or)/, '')),
  fc.integer({ min: 20, max: 3_000 }).map((d) => `(${nested(d, 'or(', ')', 'id.eq.1')})`),
  fc.string({ maxLength: 20 }),
);

const selectItem = fc
  .tuple(
    fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
    field,
    fc.constantFrom('', '::text', '::int', '::nosuchtype', '::"x"', '::'),
  )
  .map(([alias, f, cast]) => `${alias === undefined ? '' : `${alias}:`}${f}${cast}`);
const select = fc.oneof(
  fc
    .array(fc.oneof(selectItem, fc.constant('*'), fc.constant('categories(name)')), { maxLength: 6 })
    .map((xs) => xs.join(',')),
  fc.integer({ min: 500, max: 2_500 }).map((n) => Array(n).fill('id').join(',')),
  fc.integer({ min: 100, max: 300 }).map((n) => Array(n).fill('*').join(',')),
  fc.string({ maxLength: 20 }),
);

const orderTerm = fc
  .tuple(field, fc.constantFrom('', '.asc', '.desc', '.nullsfirst', '.desc.nullslast', '.sideways'))
  .map(([f, m]) => f + m);

/** One query parameter, encoded the way a client would, or left raw. */
const param: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(field, operation),
  fc.tuple(fc.constantFrom('or', 'and', 'not.or', 'not.and'), logic),
  fc.tuple(fc.constant('select'), select),
  fc.tuple(
    fc.constant('order'),
    fc.array(orderTerm, { minLength: 1, maxLength: 4 }).map((xs) => xs.join(',')),
  ),
  fc.tuple(fc.constantFrom('limit', 'offset'), fc.oneof(bigNumber, fc.string({ maxLength: 5 }))),
  fc.tuple(
    fc.constantFrom('columns', 'on_conflict'),
    fc.array(column, { maxLength: 3 }).map((xs) => xs.join(',')),
  ),
  fc.tuple(fc.constantFrom('a', 'b', 'x', 'y', 'max_price', 'xs'), operand),
);

function encodeParam([key, value]: [string, string], raw: boolean): string {
  return raw ? `${key}=${value}` : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
}

const headerValue = fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));
const headers = fc.record(
  {
    Prefer: fc.oneof(
      fc
        .array(
          fc.constantFrom(
            'count=exact',
            'count=planned',
            'count=estimated',
            'count=bogus',
            'return=representation',
            'return=minimal',
            'return=headers-only',
            'resolution=merge-duplicates',
            'resolution=ignore-duplicates',
            'missing=default',
            'tx=rollback',
            'handling=strict',
            'params=single-object',
            '=',
            ',,',
            'max-affected=1',
          ),
          { maxLength: 4 },
        )
        .map((xs) => xs.join(', ')),
      headerValue,
    ),
    Range: fc.oneof(
      fc.tuple(bigNumber, fc.oneof(bigNumber, fc.constant(''))).map(([a, b]) => `${a}-${b}`),
      fc.constantFrom('bytes=99999999999999999999-', 'items=0-0', '5-1', '-', 'items='),
      headerValue,
    ),
    Accept: fc.oneof(
      fc.constantFrom(
        'application/json',
        'application/vnd.pgrst.object+json',
        'application/vnd.pgrst.object+json;nulls=stripped',
        'text/csv',
        '*/*',
        ';;;,',
        'application/geo+json',
        'application/vnd.pgrst.plan+json',
      ),
      headerValue,
    ),
    'Accept-Profile': fc.constantFrom('public', 'auth', 'pg_catalog', '', '"public"'),
    'Content-Profile': fc.constantFrom('public', 'auth', ''),
  },
  { requiredKeys: [] },
);

/** JSON bodies: well formed, deep, huge numbers, broken. */
const body = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc
    .record(
      {
        id: fc.oneof(fc.integer(), bigNumber.map(Number)),
        name: fc.string({ maxLength: 10 }),
        price: fc.oneof(fc.double({ noNaN: true }), fc.integer()),
        data: fc.jsonValue({ maxDepth: 3 }),
        tags: fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
        code: fc.string({ maxLength: 6 }),
        caption: fc.string({ maxLength: 6 }),
        a: fc.oneof(fc.integer(), fc.string({ maxLength: 4 })),
        x: fc.oneof(fc.integer(), fc.string({ maxLength: 4 })),
      },
      { requiredKeys: [] },
    )
    .map((row) => JSON.stringify(row)),
  fc
    .tuple(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom('[', '{"data":'))
    .map(([d, open]) => nested(d, open, open === '[' ? ']' : '}', '1')),
  fc
    .integer({ min: 400, max: 12_000 })
    .map((d) => `{"id":9,"name":"n","price":1,"data":${nested(d, '[', ']', '1')}}`),
  bigNumber.map((n) => `{"id":${n},"a":${n},"price":${n},"name":"n"}`),
  fc.constantFrom(
    '',
    '{',
    '[',
    '{"id":1,}',
    'null',
    '[]',
    '[null]',
    '"text"',
    '{"__proto__":{"x":1}}',
    '\u0000',
    '{"name":"\\u0000"}',
  ),
  fc.string({ maxLength: 30 }),
);

describe('REST fuzz on pglite', () => {
  let server: TestServer;
  let loop: ReturnType<typeof watchEventLoop>;
  const stats = { requests: 0, started: 0 };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.db.exec(`insert into public.categories values (1, 'lodges');
      insert into public.items (id, name, price, category_id) values (1, 'Tent', 10, 1);`);
    // Watched from here: starting PGlite (compiling WebAssembly, migrating) blocks on purpose.
    loop = watchEventLoop();
    stats.started = performance.now();
  });

  afterAll(async () => {
    loop?.stop();
    const seconds = ((performance.now() - stats.started) / 1000).toFixed(1);
    console.log(
      `REST fuzz: ${stats.requests} requests in ${seconds} s, longest event-loop stall ${loop.maxStallMs().toFixed(0)} ms`,
    );
    await server?.stop();
  });

  async function send(path: string, init: RequestInit & { headers: Record<string, string> }) {
    stats.requests++;
    const res = await timedFetch(`${server.url}/rest/v1/${path}`, init);
    expectNoServerError(res.status, `${init.method ?? 'GET'} /rest/v1/${path.slice(0, 200)}`);
  }

  it(`${FUZZ_RUNS} generated query strings never answer 5xx or hang`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.array(param, { maxLength: 6 }),
        fc.boolean(),
        fc.constantFrom('GET', 'HEAD', 'DELETE', 'GET'),
        fc.boolean(),
        headers,
        async (path, params, raw, method, asService, extra) => {
          const query = params.map((p) => encodeParam(p, raw)).join('&');
          const apikey = asService ? server.keys.serviceRoleKey : server.keys.anonKey;
          await send(`${path}?${query}`, { method, headers: { apikey, ...extra } });
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
  }, 120_000);

  it(`${FUZZ_RUNS} generated bodies never answer 5xx or hang`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'items',
          'labels',
          'categories',
          'rpc/add',
          'rpc/pick',
          'rpc/sum_array',
          'rpc/whoami',
          'nope',
        ),
        fc.constantFrom('POST', 'POST', 'PATCH', 'PUT'),
        fc.array(param, { maxLength: 2 }),
        body,
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
          '',
        ),
        fc.boolean(),
        headers,
        async (path, method, params, payload, contentType, asService, extra) => {
          const query = params.map((p) => encodeParam(p, false)).join('&');
          const apikey = asService ? server.keys.serviceRoleKey : server.keys.anonKey;
          const target = method === 'PATCH' && !query ? `${path}?id=eq.1` : `${path}?${query}`;
          await send(target, {
            method,
            headers: { apikey, ...(contentType ? { 'Content-Type': contentType } : {}), ...extra },
            body: payload,
          });
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
  }, 120_000);

  it('raw bytes in the path and query never answer 5xx or hang', async () => {
    const port = Number(new URL(server.url).port);
    const byte = fc.oneof(
      fc.integer({ min: 0x21, max: 0x7e }).map((b) => String.fromCharCode(b)),
      fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0')}`),
      fc.constantFrom('%', '%z', '%zz', '%E0%A4%A', '%C3%28', '%ff%fe', '%00', '?', '&', '=', '/', '..'),
      fc.integer({ min: 0x80, max: 0xff }).map((b) => String.fromCharCode(b)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(byte, { maxLength: 40 }),
        fc.constantFrom('items', 'rpc/add', ''),
        async (bytes, base) => {
          stats.requests++;
          const target = `/rest/v1/${base}${bytes.join('')}`;
          const answer = await rawRequest(
            port,
            Buffer.from(
              `GET ${target} HTTP/1.1\r\nHost: x\r\napikey: ${server.keys.anonKey}\r\nConnection: close\r\n\r\n`,
              'latin1',
            ),
          );
          expectNoServerError(answer.status, `raw GET ${JSON.stringify(target)}`);
        },
      ),
      { numRuns: Math.ceil(FUZZ_RUNS / 4) },
    );
  }, 60_000);

  it('afterwards the event loop never stalled and the server still serves', async () => {
    expect(loop.maxStallMs()).toBeLessThan(HANG_MS);
    await expectResponsive(server.url);
    // Service-role deletes may have emptied the tables: the select must work, whatever it finds.
    const { data, error } = await server.client().from('categories').select('id,name');
    expect(error).toBeNull();
    expect(Array.isArray(data)).toBe(true);
    expect(serverErrorLines(server.logs)).toEqual([]);
  });
});
