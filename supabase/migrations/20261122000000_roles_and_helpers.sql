-- Roles and the helpers every later migration uses.
--
-- * `private`: a schema PostgREST does not expose. Security-definer helpers live here with an
--   empty search_path and fully qualified names; EXECUTE is revoked from PUBLIC and granted one
--   function at a time.
-- * `public.user_roles`: one row per user, 'admin' or 'user'. A new auth user gets 'user' by
--   trigger; only the service role (the admin-user-management function) changes roles.
-- * `private.has_role()`: what the policies ask ("is the caller an admin?").
-- Grants are explicit: Supabase is withdrawing the automatic grants to the API roles, so every
-- table and function states who may touch it.

create schema if not exists private;
comment on schema private is 'Helpers for policies and triggers; not exposed through the API.';
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

create type public.app_role as enum ('admin', 'user');
comment on type public.app_role is 'What a signed-in user may do: admin (the operator''s staff) or user (a traveller).';

-- Keeps updated_at honest whatever the client sends.
create function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.touch_updated_at() is 'Trigger: created_at is set once on insert, updated_at on every write.';

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  role public.app_role not null default 'user',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.user_roles is 'One row per auth user: their role. Created by trigger on sign-up; changed only through the admin-user-management function.';

alter table public.user_roles enable row level security;

create trigger user_roles_touch_updated_at
  before insert or update on public.user_roles
  for each row execute function private.touch_updated_at();

-- SECURITY DEFINER so a policy can ask without the caller being able to read user_roles itself
-- (which would recurse through user_roles' own policy).
create function private.has_role(requested public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = (select auth.uid())
      and role = requested
  );
$$;
comment on function private.has_role(public.app_role) is 'True when the caller (auth.uid()) holds the role. For policies.';

create function private.grant_default_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.user_roles (user_id, role)
  values (new.id, 'user')
  on conflict (user_id) do nothing;
  return new;
end;
$$;
comment on function private.grant_default_role() is 'Trigger on auth.users: every new account starts as a plain user.';

create trigger on_auth_user_created_grant_role
  after insert on auth.users
  for each row execute function private.grant_default_role();

-- Grants: readers of their own role (and admins) only; writes are the service role's.
revoke all on table public.user_roles from anon, authenticated;
grant select on table public.user_roles to authenticated;
grant all on table public.user_roles to service_role;

create policy "signed-in users read their own role, admins read every role"
  on public.user_roles
  for select
  to authenticated
  using (user_id = (select auth.uid()) or (select private.has_role('admin')));

create index user_roles_role_idx on public.user_roles (role);

revoke execute on all functions in schema private from public, anon, authenticated;
grant execute on function private.has_role(public.app_role) to authenticated, service_role;
