// PGlite on a worker thread, so that a statement past its time limit can be stopped (issue 25).
// PGlite runs PostgreSQL in WebAssembly on one thread and has no timer signal: its
// statement_timeout never fires, and a runaway statement held the whole server. Here the thread
// that runs it is terminated when the statement outlives the session's statement_timeout (the
// limit PostgreSQL would apply; REST sets it per role), the statement is answered 57014 as
// PostgreSQL answers it, and a new thread reopens the same data folder before the queued work
// runs. Only acknowledged (committed) work is in the folder, so nothing acknowledged is lost;
// the killed statement's transaction is, as a cancelled one would be. Decision 142.

import { Worker } from 'node:worker_threads';
import type { Database, QueryResult, SqlExecutor } from '../contracts.ts';
import {
  type Answer,
  type Call,
  cancelled,
  databaseError,
  type Listener,
  type Message,
  threadLost,
  transactionLost,
} from './pglite-thread-protocol.ts';
import { MODULES, THREAD_SOURCE } from './pglite-thread-source.ts';

export interface PgliteThreadOptions {
  /** Told when a statement is stopped and when the database is open again. */
  log?: (line: string) => void;
}

/** One thread's life: the worker, its calls in flight, and why it ended. */
class Thread {
  readonly worker: Worker;
  readonly calls = new Map<number, Call>();
  /** Set when the thread was stopped on purpose (its exit is expected). */
  stopping = false;
  /** Set once PGlite is open on it: only then is an unexpected exit worth reopening for. */
  opened = false;
  /** Set when the thread is gone: what a transaction begun on it answers from then on. */
  lostWith: Error | null = null;

  constructor(dataDir: string) {
    this.worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { dataDir, modules: MODULES } });
    this.worker.unref();
  }
}

/**
 * The `Database` over PGlite in `dataDir`, run on a worker thread. The caller holds the data
 * folder's lock for as long as this is open, across restarts of the thread.
 */
export async function openPgliteThread(
  dataDir: string,
  options: PgliteThreadOptions = {},
): Promise<Database> {
  const log = options.log ?? (() => {});
  const listeners = new Map<number, Listener>();
  let thread: Thread | null = null;
  let opening: Promise<void> | null = null;
  let lastId = 0;
  let lastListener = 0;
  /** The session's statement_timeout as the thread last reported it; 0 = none. */
  let timeoutMs = 0;
  let closed = false;

  function settle(current: Thread, id: number): Call | undefined {
    const call = current.calls.get(id);
    if (!call) return undefined;
    current.calls.delete(id);
    if (call.timer) clearTimeout(call.timer);
    if (current.calls.size === 0) current.worker.unref();
    return call;
  }

  /** `current` is gone: every call in flight on it answers `error`. */
  function lose(current: Thread, error: Error) {
    current.lostWith ??= error;
    if (thread === current) thread = null;
    for (const id of [...current.calls.keys()]) settle(current, id)?.reject(error);
  }

  async function start(): Promise<void> {
    const current = new Thread(dataDir);
    thread = current;
    current.worker.on('message', (answer: Answer) => {
      if ('notify' in answer) {
        if (thread === current) listeners.get(answer.notify)?.onNotify(answer.payload);
        return;
      }
      if (thread === current) timeoutMs = answer.timeoutMs;
      const call = settle(current, answer.id);
      if (answer.error) call?.reject(databaseError(answer.error));
      else call?.resolve(answer.result);
    });
    let failure = '';
    current.worker.on('error', (error) => {
      failure = error.message;
    });
    current.worker.on('exit', (code) => {
      if (current.stopping || !current.opened) return;
      // Not stopped by us: PGlite aborted or ran out of memory. Answer what was in flight and
      // open the folder again.
      log(`[db] the PGlite thread exited (${failure || code}); reopening`);
      lose(current, threadLost(`exited (${failure || code})`));
      if (!closed) reopen();
    });
    current.worker.on('exit', () => lose(current, threadLost('exited')));
    try {
      await send(current, { op: 'open' }, false);
      current.opened = true;
      for (const [listener, { channel }] of listeners) {
        await send(current, { op: 'listen', listener, channel }, false);
      }
    } catch (error) {
      current.stopping = true;
      lose(current, error as Error);
      void current.worker.terminate();
      throw error;
    }
  }

  function reopen() {
    const began = performance.now();
    opening = start().then(
      () => {
        log(`[db] PGlite reopened in ${Math.round(performance.now() - began)} ms`);
        for (const listener of listeners.values()) listener.onReconnect?.();
      },
      (error: unknown) => {
        log(`[db] reopening PGlite failed: ${String(error)}`);
        throw error;
      },
    );
    // Whoever waits next sees the failure; with nobody waiting it must not end the process.
    opening.catch(() => undefined);
  }

  /** The statement ran past its limit: answer it 57014, end the thread, open the folder again. */
  function stopRunaway(current: Thread, id: number) {
    current.stopping = true;
    settle(current, id)?.reject(cancelled());
    lose(current, threadLost('was stopped after a statement ran past its time limit'));
    log(`[db] a statement ran past statement_timeout (${timeoutMs} ms); restarting PGlite`);
    const stopped = current.worker.terminate().then(
      () => undefined,
      () => undefined,
    );
    opening = stopped.then(() => {
      if (closed) return;
      reopen();
      return opening ?? undefined;
    });
    opening.catch(() => undefined);
  }

  function send(current: Thread, message: Message, limited: boolean): Promise<unknown> {
    if (current.lostWith) return Promise.reject(current.lostWith);
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      const limit = limited ? timeoutMs : 0;
      const timer = limit > 0 ? setTimeout(() => stopRunaway(current, id), limit) : null;
      current.calls.set(id, { resolve, reject, timer });
      current.worker.ref();
      current.worker.postMessage({ ...message, id });
    });
  }

  /** The open thread, once a restart in progress is done (a failed one is tried again). */
  async function ready(): Promise<Thread> {
    for (;;) {
      const pending = opening;
      if (pending) {
        try {
          await pending;
        } finally {
          if (opening === pending) opening = null;
        }
      }
      if (thread) return thread;
      if (closed) throw threadLost('was closed');
      if (!opening) reopen();
    }
  }

  async function call(message: Message, limited: boolean): Promise<unknown> {
    return send(await ready(), message, limited);
  }

  let tail: Promise<unknown> = Promise.resolve();
  function enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  }

  /** `work` in a transaction on one thread: if that thread is stopped, the rest is refused. */
  async function inTransaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const current = await ready();
    await send(current, { op: 'begin' }, false);
    let ended = false;
    // Statements of one transaction run one after another, so each one's limit is its own.
    let statements: Promise<unknown> = Promise.resolve();
    const inOrder = (message: Message): Promise<unknown> => {
      const next = statements.then(() => {
        if (ended) throw new Error('This transaction has already ended');
        if (current.lostWith) throw transactionLost();
        return send(current, message, true);
      });
      statements = next.catch(() => undefined);
      return next;
    };
    const tx: SqlExecutor = {
      query: async <Row>(sql: string, params?: unknown[]) =>
        (await inOrder({ op: 'query', sql, params, inTransaction: true })) as QueryResult<Row>,
      exec: async (sql) => void (await inOrder({ op: 'exec', sql, inTransaction: true })),
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      ended = true;
      await statements;
      if (!current.lostWith) await send(current, { op: 'rollback' }, false).catch(() => undefined);
      throw error;
    }
    ended = true;
    await statements;
    // The thread was stopped while `work` went on: nothing of the transaction was committed.
    if (current.lostWith) throw current.lostWith;
    await send(current, { op: 'commit' }, true);
    return result;
  }

  const initial = performance.now();
  opening = start();
  await ready();
  log(`[db] PGlite opened on a worker thread in ${Math.round(performance.now() - initial)} ms`);

  return {
    kind: 'pglite',
    query: <Row>(sql: string, params?: unknown[]) =>
      enqueue(
        async () =>
          (await call({ op: 'query', sql, params, inTransaction: false }, true)) as QueryResult<Row>,
      ),
    exec: (sql) => enqueue(async () => void (await call({ op: 'exec', sql, inTransaction: false }, true))),
    transaction: (work) => enqueue(() => inTransaction(work)),
    // One process owns a PGlite folder, so its notifications are all there is to hear. After a
    // restart each listener is registered again and told, so that it can catch up.
    async listen(channel, onNotify, onReconnect) {
      const listener = ++lastListener;
      listeners.set(listener, { channel, onNotify, onReconnect });
      await enqueue(() => call({ op: 'listen', listener, channel }, false));
      return async () => {
        listeners.delete(listener);
        if (!closed) await enqueue(() => call({ op: 'unlisten', listener }, false));
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await enqueue(async () => {
        const current = await ready().catch(() => null);
        if (!current) return;
        await send(current, { op: 'close' }, false).catch(() => undefined);
        current.stopping = true;
        await current.worker.terminate();
      });
    },
  };
}
