-- Test fixture: what the PostgREST compatibility tests need (issue 13).

-- Every column but the key may be null, so an upsert whose body holds only the key is valid.
create table public.labels (
  code text primary key,
  caption text
);

-- Two overloads that both fit a call with only `x`: PostgREST refuses to guess (PGRST203).
create function public.pick(x integer) returns text
language sql immutable as $$ select 'integer' $$;

create function public.pick(x text, y text default 'y') returns text
language sql immutable as $$ select 'text' $$;
