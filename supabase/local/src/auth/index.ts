// PLACEHOLDER until the Auth (GoTrue) part of supabase/local is merged: that work replaces this
// whole file with the real `/auth/v1` handler. Every request is answered 501 so nothing can
// mistake it for a working Auth service.
import type { ServerContext, ServiceHandler } from '../contracts.ts';
import { sendJson } from '../http.ts';

export function createAuthHandler(_ctx: ServerContext): ServiceHandler {
  return async (_req, res, path) => {
    sendJson(res, 501, {
      code: 501,
      error_code: 'not_implemented',
      msg: `Auth is not implemented yet in supabase/local (${path})`,
    });
  };
}
