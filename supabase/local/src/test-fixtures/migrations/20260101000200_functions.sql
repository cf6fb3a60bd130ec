-- Test fixture: functions called through /rpc.
create function public.add(a integer, b integer default 1) returns integer
language sql immutable as $$ select a + b $$;

create function public.items_cheaper_than(max_price numeric) returns setof public.items
language sql stable as $$ select * from public.items where price < max_price order by id $$;

create function public.whoami() returns jsonb
language sql stable as $$ select jsonb_build_object('role', auth.role(), 'sub', auth.uid(), 'method', current_setting('request.method', true)) $$;

create function public.bump_qty(item integer) returns void
language sql as $$ update public.items set qty = coalesce(qty, 0) + 1 where id = item $$;

create function public.fail_loudly(message text) returns integer
language plpgsql as $$ begin raise exception '%', message using hint = 'fixture hint'; end $$;

create function public.sum_array(xs integer[]) returns integer
language sql immutable as $$ select coalesce(sum(x), 0)::integer from unnest(xs) x $$;

-- Lets a test hold a request open (graceful shutdown).
create function public.slow(seconds double precision) returns integer
language sql as $$ select 1 from pg_sleep(seconds) $$;
