// The admin benchmark's data (admin-bench.ts): the SQL that makes the bookings, and how a query
// plan is summed up in one line, and the dashboard's queries timed in the database.
import type { Database } from '@safari/supabase-local';

// Names and places a Tanzanian operator's bookings would carry; a fixed mix so the search term
// matches a known share of rows (1 surname in 12 → about 8 %).
export const GENERATE = `
insert into public.bookings (
  reference, customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date,
  end_date, adults, youths, number_of_guests, amount, status, special_requirements, created_at,
  updated_at)
select
  'TZ-' || (select string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((i / (32 ^ k)::bigint) % 32)::int + 1, 1), '' order by k)
            from generate_series(0, 5) as k),
  (array['Amina','Baraka','Neema','Juma','Imani','Rehema','Sarah','John','Emma','Lucas','Aisha','Peter'])[i % 12 + 1]
    || ' ' ||
  (array['Mwangi','Kimaro','Mushi','Smith','Müller','Dubois','Rossi','Okafor','Hansen','Lema','Massawe','Tanaka'])[(i / 12) % 12 + 1],
  'traveller' || i || '@example.com',
  '+255 7' || lpad((i % 100000000)::text, 8, '0'),
  t.title, t.slug,
  current_date + (i % 730) - 365,
  current_date + (i % 730) - 365 + t.days - 1,
  1 + i % 4, i % 3, 1 + i % 4 + i % 3,
  (1 + i % 4) * t.adult + (i % 3) * t.youth,
  (array['pending','confirmed','cancelled'])[i % 3 + 1]::public.booking_status,
  case when i % 5 = 0 then 'Vegetarian meals, please' end,
  now() - make_interval(mins => i * 7),
  now() - make_interval(mins => i * 7)
from generate_series(1, $1::int) as i
cross join lateral (
  select * from (values
    ('serengeti-migration', '8 Day Explore Serengeti Great Wildebeests Migration Tour', 8, 2970, 1485),
    ('living-among-lions', '5 Day Living Among Lions - High-End', 5, 4470, 3350),
    ('tarangire-safari', '3 Day Luxury Safari - Tarangire NP & Ngorongoro Crater', 3, 1100, 950),
    ('manyara-safari', '4 Day Manyara, Serengeti and Ngorongoro Mid-Range Safari', 4, 1834, 1500),
    ('kilimanjaro-safari', '6-Day Kilimanjaro Hike, Safari and Tanzania Recovery', 6, 2068, 1654)
  ) as v(slug, title, days, adult, youth)
  offset i % 5 limit 1
) as t
`;

/** 'Limit → Index Scan using bookings_created_at_idx' */
function planSummary(node: Record<string, unknown>, depth = 0): string {
  const name = `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`;
  const children = (node.Plans as Record<string, unknown>[] | undefined) ?? [];
  if (depth >= 3 || children.length === 0) return name;
  return `${name} → ${children.map((child) => planSummary(child, depth + 1)).join(' + ')}`;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The dashboard's queries in the database, as the admin under RLS (what PostgREST runs, minus
 * HTTP): EXPLAIN ANALYZE's execution time, the median of `runs` after one warm-up, and the plan.
 */
export async function databaseFigures(db: Database, adminId: string, search: string, runs: number) {
  const claims = JSON.stringify({ sub: adminId, role: 'authenticated' });
  const explain = async (sql: string) => {
    const times: number[] = [];
    let plan = '';
    for (let run = 0; run <= runs; run++) {
      const result = await db.transaction(async (tx) => {
        await tx.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
          [claims],
        );
        return tx.query<{ 'QUERY PLAN': unknown }>(`explain (analyze, format json) ${sql}`);
      });
      const [root] = (result.rows[0]?.['QUERY PLAN'] ?? []) as {
        'Execution Time': number;
        Plan: Record<string, unknown>;
      }[];
      if (!root) throw new Error(`No plan for ${sql}`);
      if (run > 0) times.push(root['Execution Time']); // the first run warms the cache
      plan = planSummary(root.Plan);
    }
    return { ms: median(times), plan };
  };
  const page20 = `select * from public.bookings order by created_at desc, id desc limit 20`;
  const searchWhere = `customer_name ilike '%${search}%' or customer_email ilike '%${search}%' or tour_name ilike '%${search}%'`;
  return [
    ['first page (20 rows, newest first)', await explain(page20)],
    ['exact count of all bookings under RLS', await explain('select count(*) from public.bookings')],
    [
      `search "${search}": first page`,
      await explain(
        `select * from public.bookings where ${searchWhere} order by created_at desc, id desc limit 20`,
      ),
    ],
    [
      `search "${search}": exact count under RLS (before the count RPC)`,
      await explain(`select count(*) from public.bookings where ${searchWhere}`),
    ],
    ['count RPC, no filter (admin_count_bookings)', await explain('select public.admin_count_bookings()')],
    [`count RPC, search "${search}"`, await explain(`select public.admin_count_bookings('%${search}%')`)],
    [
      'status = pending, from 30 days ago: first page',
      await explain(
        `select * from public.bookings where status = 'pending' and tour_date >= current_date - 30 order by created_at desc, id desc limit 20`,
      ),
    ],
    ['summary RPC (admin_booking_summary)', await explain('select * from public.admin_booking_summary()')],
  ] as const;
}
