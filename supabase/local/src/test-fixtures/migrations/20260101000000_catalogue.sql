-- Test fixture: a table with constraints and typed columns (no RLS policies needed).
create table public.categories (
  id integer primary key,
  name text not null unique
);

create table public.items (
  id integer primary key,
  name text not null unique,
  price numeric(10, 2) not null check (price >= 0),
  category_id integer references public.categories (id),
  qty integer,
  tags text[] not null default '{}',
  data jsonb,
  big bigint,
  released date,
  updated_at timestamptz not null default '2026-01-01T00:00:00Z'
);

-- An API role without grants on a table: the database answers 42501.
create table public.vault (id integer primary key, secret text);
revoke all on public.vault from anon, authenticated;
