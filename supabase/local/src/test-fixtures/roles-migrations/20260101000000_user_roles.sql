-- Test fixture: the shape of the product's role table (the real one comes with the product
-- migrations), so the shared auth store's role lookup can be exercised against this server.
create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  role text not null check (role in ('admin', 'user'))
);
alter table public.user_roles enable row level security;
grant select on public.user_roles to authenticated;
create policy "a user reads their own role" on public.user_roles
  for select to authenticated using (user_id = (select auth.uid()));
