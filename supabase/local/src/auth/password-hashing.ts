// bcrypt off the event loop (issue 25): 30 wrong sign-ins at once (one address's allowance) held
// page serving for 3 s while bcryptjs hashed on the main thread. The same bcryptjs, so the same
// $2b$ hashes GoTrue stores and reads, runs in a small pool of worker threads instead.

import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcrypt);
parentPort.on('message', ({ id, op, password, arg }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, arg) : bcrypt.compareSync(password, arg);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface Task {
  id: number;
  op: 'hash' | 'compare';
  password: string;
  arg: string | number;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

/** Work the server itself asks for (the admin CLI, the service role) has a lane of its own. */
const SERVER_SOURCE = '';
/** Threads hashing at once: the cores but one, one at least, four at most. */
const HASHING_THREADS = Math.min(4, Math.max(1, availableParallelism() - 1));
/**
 * Queued work per source (client address): one client cannot fill the queue alone. The same as
 * the per-address sign-in limit (30 per 5 minutes), so this cap never tells a registered address
 * (hashed) from an unknown one (paced, below) before that limit does.
 */
const QUEUED_PER_SOURCE = 30;
/** The queue holds about this much work; beyond it work is refused at once (issue 39, item 8). */
const QUEUE_BUDGET_MS = 600;
/** Whatever the measured speed, a few requests may always wait. */
const MIN_QUEUED = 4;
/** The first guess at one bcrypt at cost 10 on this machine class, before anything is measured. */
const FIRST_ESTIMATE_MS = 80;

/**
 * Hashing refused because the queue already holds more work than can be done promptly. Carries
 * the seconds after which a retry is likely to be taken (the response's Retry-After).
 */
export class HashingBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('password hashing queue full');
    this.name = 'HashingBusyError';
  }
}

/**
 * Worker threads fed from a bounded, fair queue. Each source (a client address) has its own lane
 * of at most QUEUED_PER_SOURCE tasks, and the lanes are served in turn, so a source with many
 * requests waits behind itself, not in front of everyone else. The whole queue holds about
 * QUEUE_BUDGET_MS of work; more is refused early with HashingBusyError instead of making every
 * later sign-in wait seconds.
 */
class HashPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, { task: Task; started: number }>();
  /** Lanes in serving order: the first is served next, then moved to the end. */
  private readonly lanes = new Map<string, Task[]>();
  private queued = 0;
  private started = 0;
  private lastId = 0;
  /** Moving average of one task's time on a thread. */
  private averageMs = FIRST_ESTIMATE_MS;
  /** Paced answers under way per source: they count in the source's lane like real checks. */
  private readonly pacing = new Map<string, number>();
  private readonly bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');

  /** Tasks the queue takes before refusing: QUEUE_BUDGET_MS of work at the measured speed. */
  capacity(): number {
    return Math.max(MIN_QUEUED, Math.floor((QUEUE_BUDGET_MS * HASHING_THREADS) / this.averageMs));
  }

  /** How long a task admitted now would wait before and while it runs, in ms. */
  expectedWaitMs(): number {
    const ahead = this.queued + this.busy.size;
    return (Math.floor(ahead / HASHING_THREADS) + 1) * this.averageMs;
  }

  /** Throws HashingBusyError if `source` may not queue another task now. */
  admit(source: string): void {
    // The server's own work (the admin CLI, the service role's calls) is never refused.
    if (source === SERVER_SOURCE) return;
    const pending = (this.lanes.get(source)?.length ?? 0) + (this.pacing.get(source) ?? 0);
    if (this.queued >= this.capacity() || pending >= QUEUED_PER_SOURCE) {
      throw new HashingBusyError(Math.max(1, Math.ceil(this.expectedWaitMs() / 1000)));
    }
  }

  /** Waits as long as a compare admitted now would take, counted in `source`'s lane meanwhile. */
  async pace(source: string): Promise<void> {
    this.admit(source);
    this.pacing.set(source, (this.pacing.get(source) ?? 0) + 1);
    try {
      await new Promise((resolve) => setTimeout(resolve, this.expectedWaitMs()));
    } finally {
      const left = (this.pacing.get(source) ?? 1) - 1;
      if (left > 0) this.pacing.set(source, left);
      else this.pacing.delete(source);
    }
  }

  run(op: Task['op'], password: string, arg: string | number, source: string): Promise<string | boolean> {
    this.admit(source);
    return new Promise((resolve, reject) => {
      const lane = this.lanes.get(source);
      const task = { id: ++this.lastId, op, password, arg, resolve, reject };
      if (lane) lane.push(task);
      else this.lanes.set(source, [task]);
      this.queued += 1;
      this.next();
    });
  }

  private take(): Task | undefined {
    const first = this.lanes.entries().next();
    if (first.done) return undefined;
    const [source, lane] = first.value;
    const task = lane.shift();
    this.lanes.delete(source);
    if (lane.length > 0) this.lanes.set(source, lane);
    if (task) this.queued -= 1;
    return task;
  }

  private next() {
    while (this.queued > 0) {
      let worker = this.idle.pop();
      if (!worker && this.started < HASHING_THREADS) worker = this.spawn();
      if (!worker) return;
      const task = this.take();
      if (!task) {
        this.idle.push(worker);
        return;
      }
      this.busy.set(worker, { task, started: performance.now() });
      worker.ref();
      worker.postMessage({ id: task.id, op: task.op, password: task.password, arg: task.arg });
    }
  }

  private spawn(): Worker {
    this.started += 1;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcrypt: this.bcryptPath } });
    worker.unref();
    worker.on('message', (answer: { id: number; result?: string | boolean; error?: string }) => {
      const running = this.busy.get(worker);
      this.busy.delete(worker);
      worker.unref();
      this.idle.push(worker);
      if (running) {
        const { task, started } = running;
        // Only the stored cost (10) is measured: tests hash at cost 4 now and then.
        if (task.op === 'compare' || task.arg === BCRYPT_COST) {
          this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
        }
        if (answer.error !== undefined) task.reject(new Error(answer.error));
        else task.resolve(answer.result as string | boolean);
      }
      this.next();
    });
    const lost = (error: Error) => {
      const running = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      this.started -= 1;
      running?.task.reject(error);
      this.next();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`password hashing thread exited (${code})`)));
    return worker;
  }
}

let pool: HashPool | null = null;
const thePool = () => {
  pool ??= new HashPool();
  return pool;
};

/** The cost of the hashes this server stores (GoTrue's default). */
export const BCRYPT_COST = 10;

/** bcrypt hash of `password` at `cost`, computed on a worker thread; `source` is the client's address. */
export async function hashPassword(password: string, cost: number, source = SERVER_SOURCE): Promise<string> {
  return (await thePool().run('hash', password, cost, source)) as string;
}

/** Whether `password` matches the bcrypt `hash`, decided on a worker thread. */
export async function comparePassword(
  password: string,
  hash: string,
  source = SERVER_SOURCE,
): Promise<boolean> {
  return (await thePool().run('compare', password, hash, source)) as boolean;
}

/**
 * What a sign-in for an address with no password costs the caller: refused when a compare would
 * be, else answered after as long as a compare would take now, queue included. No thread is
 * used, so guessing unknown addresses costs the server timers, not hashing.
 */
export async function paceLikeCompare(source = SERVER_SOURCE): Promise<void> {
  await thePool().pace(source);
}
