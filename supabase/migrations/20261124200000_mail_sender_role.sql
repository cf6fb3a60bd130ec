-- The production mail sender's role (decision 101). Hosted Supabase runs no supabase/local, so
-- `supabase-local send-mails` drains public.booking_mails from outside, over a PostgreSQL login.
-- That login needs neither the service role's key nor its BYPASSRLS: this NOLOGIN role may read
-- the mails (not which booking they belong to) and record, on waiting ones only, that one went
-- out or why it did not. The
-- operator creates the login once and grants it this role (see the decision):
--   create role safari_mail_sender login password '…' in role booking_mail_sender;

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'booking_mail_sender') then
    -- Roles are cluster-wide: another database on the same server may create it meanwhile.
    begin
      create role booking_mail_sender nologin;
    exception when duplicate_object or unique_violation then
      null;
    end;
  end if;
end
$$;

comment on role booking_mail_sender is 'Granted to the login of the booking mail sender (supabase-local send-mails): reads waiting booking mails, marks them sent or failed.';

grant usage on schema public to booking_mail_sender;
-- What the sender reads to send a mail and to pick the due ones; not booking_id, kind or created_at.
grant select (id, recipient, subject, text_body, html_body, sent_at, attempts, next_attempt_at)
  on table public.booking_mails to booking_mail_sender;
-- `select … for update` needs an update grant too; these are the columns the sender writes.
grant update (sent_at, attempts, last_error, next_attempt_at)
  on table public.booking_mails to booking_mail_sender;

-- Every row, not only the waiting ones: PostgreSQL checks an updated row against the select
-- policy too, and a mail marked sent must stay visible for that.
create policy "the mail sender reads the booking mails"
  on public.booking_mails
  for select
  to booking_mail_sender
  using (true);

-- A mail marked sent carries no error; a sent mail is never touched again.
create policy "the mail sender records a waiting mail as sent or failed"
  on public.booking_mails
  for update
  to booking_mail_sender
  using (sent_at is null)
  with check (sent_at is null or last_error is null);
