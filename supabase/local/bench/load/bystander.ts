// The bystander: one request at a time, on its own thread so the bench's work does not delay it.
import { Worker } from 'node:worker_threads';

const bystanderCode = `
const { parentPort, workerData } = require('node:worker_threads');
let times = [];
let running = true;
parentPort.on('message', (m) => {
  if (m === 'take') { parentPort.postMessage(times); times = []; }
  if (m === 'stop') running = false;
});
(async () => {
  while (running) {
    const started = performance.now();
    try {
      const res = await fetch(workerData.url + '/rest/v1/items?select=id,name&id=eq.1', {
        headers: { apikey: workerData.anonKey },
        signal: AbortSignal.timeout(60000),
      });
      await res.text();
      times.push(res.status === 200 ? performance.now() - started : -1);
    } catch { times.push(-1); }
    await new Promise((r) => setTimeout(r, 25));
  }
})();
`;

export interface Bystander {
  /** The answer times since the last take, in ms (-1 for a failed request). */
  takeTimes(): Promise<number[]>;
  stop(): Promise<void>;
}

/** Starts reading one row of `url` every 25 ms, timing each answer. */
export function startBystander(url: string, anonKey: string): Bystander {
  const worker = new Worker(bystanderCode, { eval: true, workerData: { url, anonKey } });
  return {
    takeTimes: () =>
      new Promise<number[]>((resolve) => {
        worker.once('message', resolve);
        worker.postMessage('take');
      }),
    async stop() {
      worker.postMessage('stop');
      await worker.terminate();
    },
  };
}
