-- Test fixture: row level security per role and per user.
create table public.notes (
  id bigint generated always as identity primary key,
  owner uuid not null default auth.uid(),
  body text not null check (length(body) between 1 and 200),
  is_public boolean not null default false
);
alter table public.notes enable row level security;

create policy "anyone reads public notes" on public.notes
  for select to anon, authenticated using (is_public);
create policy "users read their own notes" on public.notes
  for select to authenticated using (owner = (select auth.uid()));
create policy "users write their own notes" on public.notes
  for insert to authenticated with check (owner = (select auth.uid()));
create policy "users change their own notes" on public.notes
  for update to authenticated using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
create policy "users delete their own notes" on public.notes
  for delete to authenticated using (owner = (select auth.uid()));

-- Insert-only for visitors: they may write but never read back.
create table public.messages (
  id bigint generated always as identity primary key,
  body text not null
);
alter table public.messages enable row level security;
create policy "visitors send messages" on public.messages for insert to anon with check (true);
