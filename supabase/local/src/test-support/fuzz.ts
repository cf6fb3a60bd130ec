import { connect } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';

// Helpers for the property-based fuzz suites (`*.fuzz.test.ts`): hostile requests against a live
// server in this process. A request fails the property when it answers 5xx or takes longer than
// HANG_MS; the suite fails when the event loop stalled that long or the server stops answering.

export const HANG_MS = 2_000;
/** Generated requests per handler family (issue 13 asks for at least 1,000). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);

export class HangError extends Error {}

/** Status of a raw HTTP exchange: the status code, or null when the server closed without one. */
export interface RawAnswer {
  status: number | null;
  head: string;
}

/**
 * Sends `bytes` as they are (no client-side normalising of the path, headers or framing) and
 * reads the status line. Rejects with HangError when nothing (neither an answer nor a close)
 * comes within HANG_MS.
 */
export function rawRequest(port: number, bytes: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new HangError(`no answer within ${HANG_MS} ms`));
    }, HANG_MS);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      resolve({ status: status ? Number(status[1]) : null, head: received.split('\r\n\r\n')[0] ?? '' });
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
    socket.write(bytes);
  });
}

/** fetch that rejects with HangError after HANG_MS. */
export async function timedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(HANG_MS) });
    // Read the body within the same limit: a stalled body is a hang too.
    const body = await res.arrayBuffer();
    return new Response(res.status === 204 || res.status === 304 ? null : body, {
      status: res.status,
      headers: res.headers,
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      throw new HangError(`${url}: no answer within ${HANG_MS} ms`);
    throw error;
  }
}

/** Throws unless `status` is a deliberate answer (below 500). */
export function expectNoServerError(status: number | null, what: string): void {
  if (status !== null && status >= 500) throw new Error(`${what} answered ${status}`);
}

/** Watches the event loop for the duration of a suite: `maxStallMs()` is the longest block seen. */
export function watchEventLoop(): { maxStallMs(): number; stop(): void } {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  return {
    maxStallMs: () => histogram.max / 1e6,
    stop: () => histogram.disable(),
  };
}

/** The server still answers its health check, within HANG_MS. */
export async function expectResponsive(baseUrl: string): Promise<void> {
  const res = await timedFetch(`${baseUrl}/health`);
  if (res.status !== 200) throw new Error(`health check answered ${res.status}`);
}
