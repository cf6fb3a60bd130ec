// bcrypt off the event loop (issue 25): 30 wrong sign-ins at once (one address's allowance) held
// page serving for 3 s while bcryptjs hashed on the main thread. The same bcryptjs, so the same
// $2b$ hashes GoTrue stores and reads, runs in a small pool of worker threads instead.

import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
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

/** Threads hashing at once: the cores but one, one at least, four at most. */
const HASHING_THREADS = Math.min(4, Math.max(1, availableParallelism() - 1));

class HashPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly queue: Task[] = [];
  private started = 0;
  private lastId = 0;
  private readonly bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');

  run(op: Task['op'], password: string, arg: string | number): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: ++this.lastId, op, password, arg, resolve, reject });
      this.next();
    });
  }

  private next() {
    while (this.queue.length > 0) {
      let worker = this.idle.pop();
      if (!worker && this.started < HASHING_THREADS) worker = this.spawn();
      if (!worker) return;
      const task = this.queue.shift() as Task;
      this.busy.set(worker, task);
      worker.ref();
      worker.postMessage({ id: task.id, op: task.op, password: task.password, arg: task.arg });
    }
  }

  private spawn(): Worker {
    this.started += 1;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcrypt: this.bcryptPath } });
    worker.unref();
    worker.on('message', (answer: { id: number; result?: string | boolean; error?: string }) => {
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      worker.unref();
      this.idle.push(worker);
      if (task) {
        if (answer.error !== undefined) task.reject(new Error(answer.error));
        else task.resolve(answer.result as string | boolean);
      }
      this.next();
    });
    const lost = (error: Error) => {
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      this.started -= 1;
      task?.reject(error);
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

/** bcrypt hash of `password` at `cost`, computed on a worker thread. */
/** The cost of the hashes this server stores (GoTrue's default). */
export const BCRYPT_COST = 10;

export async function hashPassword(password: string, cost: number): Promise<string> {
  return (await thePool().run('hash', password, cost)) as string;
}

/** Whether `password` matches the bcrypt `hash`, decided on a worker thread. */
export async function comparePassword(password: string, hash: string): Promise<boolean> {
  return (await thePool().run('compare', password, hash)) as boolean;
}
