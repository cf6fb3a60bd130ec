import { describe, expect, it } from 'vitest';
import { serverErrorLines } from './harness.ts';

describe('serverErrorLines', () => {
  it('finds 5xx access lines and internal errors, not numbers in other lines', () => {
    const logs = [
      'GET /rest/v1/items 200 3.1ms',
      'POST /rest/v1/rpc/request_booking 503 3012.4ms',
      'GET /rest/v1/items 500 12ms',
      '[db] PGlite opened on a worker thread in 570 ms',
      'GET /rest/v1/items 404 512.0ms',
      'REST internal error: TypeError: x is undefined',
    ];
    expect(serverErrorLines(logs)).toEqual([
      'POST /rest/v1/rpc/request_booking 503 3012.4ms',
      'GET /rest/v1/items 500 12ms',
      'REST internal error: TypeError: x is undefined',
    ]);
  });
});
