import type { ServerResponse } from 'node:http';
import { RestError } from './errors.ts';
import { SINGULAR } from './negotiate.ts';

// What a plan answers, and how it goes back to the client.

export interface Outcome {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function contentRange(first: number, count: number, total: number | null): string {
  const range = count > 0 ? `${first}-${first + count - 1}` : '*';
  return `${range}/${total === null ? '*' : total}`;
}

export function singularError(count: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${count} rows`,
  );
}

export function sendOutcome(res: ServerResponse, outcome: Outcome, method: string, singular: boolean): void {
  const contentType = singular ? `${SINGULAR}; charset=utf-8` : JSON_TYPE;
  const headers: Record<string, string> = { ...outcome.headers };
  if (outcome.body === null || outcome.status === 204) {
    res.writeHead(outcome.status, headers).end();
    return;
  }
  headers['Content-Type'] = contentType;
  headers['Content-Length'] = String(Buffer.byteLength(outcome.body));
  res.writeHead(outcome.status, headers);
  res.end(method === 'HEAD' ? undefined : outcome.body);
}
