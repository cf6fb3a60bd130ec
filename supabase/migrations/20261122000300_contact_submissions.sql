-- Messages from the contact page (seed 000 §2.6). Anyone may send one, as unread; only admins
-- read, mark (read/replied) or delete them. The checks mirror the contact form's zod schema.

create type public.contact_status as enum ('unread', 'read', 'replied');
comment on type public.contact_status is 'Where a contact message stands: unread, read or replied.';

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null check (name = btrim(name) and char_length(name) between 1 and 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  phone text not null check (char_length(phone) between 1 and 30 and phone ~ '^\+?[0-9][0-9 ().-]*[0-9]$'),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  status public.contact_status not null default 'unread',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.contact_submissions is 'Messages sent through the contact page; admins read, mark and delete them.';

alter table public.contact_submissions enable row level security;

create function private.guard_contact_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (to_jsonb(new) - array['status', 'updated_at']) is distinct from (to_jsonb(old) - array['status', 'updated_at']) then
    raise exception 'Only a message''s status can change after it is sent' using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function private.guard_contact_update() is 'Trigger: after insert only status may change.';

create trigger contact_submissions_guard_update
  before update on public.contact_submissions
  for each row execute function private.guard_contact_update();

create trigger contact_submissions_touch_updated_at
  before insert or update on public.contact_submissions
  for each row execute function private.touch_updated_at();

revoke all on table public.contact_submissions from anon, authenticated;
grant insert (name, email, phone, message, status) on table public.contact_submissions to anon, authenticated;
grant select, delete on table public.contact_submissions to authenticated;
grant update (status) on table public.contact_submissions to authenticated;
grant all on table public.contact_submissions to service_role;

create policy "visitors send contact messages as unread"
  on public.contact_submissions
  for insert
  to anon
  with check (status = 'unread');

create policy "signed-in users send contact messages as unread"
  on public.contact_submissions
  for insert
  to authenticated
  with check (status = 'unread');

create policy "admins read contact messages"
  on public.contact_submissions
  for select
  to authenticated
  using ((select private.has_role('admin')));

create policy "admins mark contact messages"
  on public.contact_submissions
  for update
  to authenticated
  using ((select private.has_role('admin')))
  with check ((select private.has_role('admin')));

create policy "admins delete contact messages"
  on public.contact_submissions
  for delete
  to authenticated
  using ((select private.has_role('admin')));

create index contact_submissions_status_created_at_idx on public.contact_submissions (status, created_at desc);
create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);

revoke execute on all functions in schema private from public, anon, authenticated;
grant execute on function private.has_role(public.app_role) to authenticated, service_role;
grant execute on function private.new_booking_reference() to anon, authenticated, service_role;
