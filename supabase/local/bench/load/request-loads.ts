// Loads of costly requests (issue 25): regular-expression filters over REST, bursts of wrong
// sign-ins and a statement that would run past its time limit.
import { type Load, type LoadTarget, statusCounts } from './target.ts';

const wrongSignIns = async ({ url, keys }: LoadTarget, n: number, addresses: number) => {
  const statuses = new Map<number, number>();
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: keys.anonKey,
          'Content-Type': 'application/json',
          // Each burst from addresses of its own, so one burst's allowance is not the next one's.
          'X-Forwarded-For': `10.${n % 256}.${Math.floor((i % addresses) / 250)}.${(i % addresses) % 250}`,
        },
        body: JSON.stringify({ email: `guess-${n}-${i}@example.com`, password: `wrong-${i}` }),
      }),
    ),
  );
  for (const res of answers) {
    await res.text();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  return `${n} wrong sign-ins at once from ${addresses} address(es): ${statusCounts(statuses)}`;
};

/**
 * Issue 39, item 8: `n` wrong sign-ins (or sign-ups) at once from `n` addresses, and 100 ms later
 * the owner of a real account signing in from an address of their own; says how long the owner
 * waited for the session.
 */
const ownerUnderFlood = async ({ url, keys }: LoadTarget, n: number, flood: 'signin' | 'signup') => {
  const run = Date.now().toString(36);
  const owner = `owner-${flood}-${run}@example.com`;
  const password = 'Ngorongoro-2026';
  const made = await fetch(`${url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: keys.serviceRoleKey,
      Authorization: `Bearer ${keys.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email: owner, password, email_confirm: true }),
  });
  if (!made.ok) throw new Error(`could not create the owner: ${made.status} ${await made.text()}`);
  const statuses = new Map<number, number>();
  const post = (path: string, address: string, body: object) =>
    fetch(`${url}/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: keys.anonKey, 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify(body),
    });
  const burst = Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const address = `10.${flood === 'signin' ? 201 : 202}.${Math.floor(i / 250)}.${i % 250}`;
      const res =
        flood === 'signin'
          ? await post('/token?grant_type=password', address, {
              email: `nobody-${run}-${i}@example.com`,
              password: `wrong-${i}`,
            })
          : await post('/signup', address, { email: `new-${run}-${i}@example.com`, password });
      await res.text();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = performance.now();
  const res = await post('/token?grant_type=password', '192.0.2.10', { email: owner, password });
  await res.text();
  const waited = performance.now() - started;
  await burst;
  return `${n} ${flood === 'signin' ? 'wrong sign-ins' : 'sign-ups'} from ${n} addresses (${statusCounts(statuses)}); the owner's sign-in: ${res.status} after ${Math.round(waited)} ms`;
};

export const requestLoads: Load[] = [
  {
    name: 'rest-regex',
    async run({ url, keys }) {
      const hostile = Array.from({ length: 180 }, (_, i) => `name.match."(\\w{1,100}){1,99}x${i}"`).join(',');
      // The heaviest set the weight allows: 8 patterns of total weight 256 against a 5,000-character row.
      const heavy = Array.from({ length: 8 }, (_, i) => `name.match."(\\w{1,4}){1,7}y${i}"`).join(',');
      const statuses = new Map<number, number>();
      for (let round = 0; round < 10; round++) {
        const answers = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            fetch(
              `${url}/rest/v1/items?select=id&or=(${encodeURIComponent(i % 2 === 0 ? hostile : heavy)})`,
              {
                headers: { apikey: keys.anonKey },
              },
            ),
          ),
        );
        for (const res of answers) {
          await res.text();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }
      return `50 requests (180 costly patterns, or 8 of the accepted worst weight): ${statusCounts(statuses)}`;
    },
  },
  { name: 'signins-30', run: (target) => wrongSignIns(target, 30, 1) },
  { name: 'signins-200', run: (target) => wrongSignIns(target, 200, 200) },
  { name: 'owner-signins-50', run: (target) => ownerUnderFlood(target, 50, 'signin') },
  { name: 'owner-signins-200', run: (target) => ownerUnderFlood(target, 200, 'signin') },
  { name: 'owner-signups-200', run: (target) => ownerUnderFlood(target, 200, 'signup') },
  {
    name: 'runaway',
    async run({ url, keys }) {
      // A statement that would hold the database 30 s (the fixture's pg_sleep), called as anon, whose
      // statement_timeout is 3 s. PGlite in a folder stops its thread and reopens (decision 142).
      const started = performance.now();
      const res = await fetch(`${url}/rest/v1/rpc/slow`, {
        method: 'POST',
        headers: { apikey: keys.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ seconds: 30 }),
      });
      const code = ((await res.json()) as { code?: string }).code ?? '';
      const answered = (performance.now() - started) / 1000;
      // The bystander's request made meanwhile is answered once the database is back: wait for it.
      await (
        await fetch(`${url}/rest/v1/items?select=id&id=eq.1`, { headers: { apikey: keys.anonKey } })
      ).text();
      const back = (performance.now() - started) / 1000;
      return `a 30 s statement as anon: ${res.status} ${code} after ${answered.toFixed(1)} s, others answered again after ${back.toFixed(1)} s`;
    },
  },
];
