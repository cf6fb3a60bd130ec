// The code the PGlite thread runs (decision 142): plain JavaScript, and where it finds PGlite.
import { createRequire } from 'node:module';

// Plain JavaScript evaluated on the thread (no TypeScript loader there, in the CLI or in tests).
// It runs one message at a time, in order, and reports after each statement the session's
// statement_timeout, re-read only when a statement may have changed it (reading it every time
// cost as much as a small select).
export const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.modules.pglite);
const { pgcrypto } = require(workerData.modules.pgcrypto);
const { uuid_ossp } = require(workerData.modules.uuid_ossp);
const MAY_SET_TIMEOUT = /statement_timeout|\\breset\\s+all\\b|\\bdiscard\\s+all\\b/i;
const ERROR_FIELDS = ['code', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column',
  'dataType', 'constraint', 'severity', 'routine'];
const UNIT_MS = { ms: 1, s: 1000, min: 60000, h: 3600000, d: 86400000 };
let pg = null;
let timeoutMs = 0;
let changedInTransaction = false;
const listeners = new Map();

async function readTimeout() {
  try {
    const { rows } = await pg.query("select current_setting('statement_timeout') as value");
    const match = /^(\\d+)(ms|s|min|h|d)?$/.exec(String(rows[0].value));
    if (match) timeoutMs = Number(match[1]) * UNIT_MS[match[2] || 'ms'];
  } catch {
    // An aborted transaction answers nothing; its end re-reads the value.
  }
}

function maySetTimeout(message) {
  if (MAY_SET_TIMEOUT.test(message.sql)) return true;
  // set_config's name as a parameter (REST's per-request settings): compared whole, since a
  // parameter may be a request's whole body.
  return (message.params || []).some((p) => typeof p === 'string' && p.toLowerCase() === 'statement_timeout');
}

async function run(message) {
  switch (message.op) {
    case 'open':
      pg = await PGlite.create({ dataDir: workerData.dataDir, extensions: { pgcrypto, uuid_ossp } });
      await readTimeout();
      return null;
    case 'query':
    case 'exec': {
      const touches = maySetTimeout(message);
      try {
        if (message.op === 'exec') {
          await pg.exec(message.sql);
          return null;
        }
        const result = await pg.query(message.sql, message.params);
        return {
          rows: result.rows,
          fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
          affectedRows: result.affectedRows,
        };
      } finally {
        if (touches) {
          if (message.inTransaction) changedInTransaction = true;
          await readTimeout();
        }
      }
    }
    case 'begin':
    case 'commit':
    case 'rollback':
      try {
        await pg.exec(message.op);
      } finally {
        if (message.op !== 'begin' && changedInTransaction) {
          changedInTransaction = false;
          await readTimeout();
        }
      }
      return null;
    case 'listen':
      if (!listeners.has(message.listener)) {
        const stop = await pg.listen(message.channel, (payload) =>
          parentPort.postMessage({ notify: message.listener, payload }));
        listeners.set(message.listener, stop);
      }
      return null;
    case 'unlisten': {
      const stop = listeners.get(message.listener);
      listeners.delete(message.listener);
      if (stop) await stop();
      return null;
    }
    case 'close':
      await pg.close();
      return null;
  }
  throw new Error('unknown message ' + message.op);
}

function errorFields(error) {
  const fields = { message: String((error && error.message) || error) };
  for (const name of ERROR_FIELDS) if (error && typeof error[name] === 'string') fields[name] = error[name];
  return fields;
}

let tail = Promise.resolve();
parentPort.on('message', (message) => {
  tail = tail.then(async () => {
    try {
      const result = await run(message);
      parentPort.postMessage({ id: message.id, result, timeoutMs });
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: errorFields(error), timeoutMs });
    }
  });
});
`;

const requireHere = createRequire(import.meta.url);
export const MODULES = {
  pglite: requireHere.resolve('@electric-sql/pglite'),
  pgcrypto: requireHere.resolve('@electric-sql/pglite/contrib/pgcrypto'),
  uuid_ossp: requireHere.resolve('@electric-sql/pglite/contrib/uuid_ossp'),
};
