// Deno (where Supabase runs the functions) and Node ≥ 22 have a global WebSocket; Node 20 does
// not, and supabase-js builds its Realtime client eagerly, so the tests provide one.
import WebSocket from 'ws';

if (!('WebSocket' in globalThis)) {
  Object.assign(globalThis, { WebSocket });
}
