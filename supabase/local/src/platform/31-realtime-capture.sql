-- Change capture for the local Realtime server (decision 040). Hosted Supabase reads the WAL;
-- here every table in publication `supabase_realtime` gets an AFTER ROW trigger that stores the
-- change in realtime.changes and sends its id with NOTIFY (payloads are limited to 8000 bytes,
-- rows are not). Every server process on the database LISTENs, so changes made by any writer
-- (REST, plain SQL, another process) are delivered. An event trigger keeps the triggers in step
-- with the publication, so migrations only `alter publication supabase_realtime add table …`.
create schema if not exists realtime;
revoke all on schema realtime from public;

create table if not exists realtime.changes (
  id bigint generated always as identity primary key,
  schema_name text not null,
  table_name text not null,
  action text not null check (action in ('INSERT', 'UPDATE', 'DELETE')),
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default clock_timestamp()
);
comment on table realtime.changes is
  'Row changes of published tables, kept a few minutes for the Realtime servers to read (decision 040).';
create index if not exists changes_committed_at on realtime.changes (committed_at);
revoke all on realtime.changes from public;

-- SECURITY DEFINER: whoever writes the row (anon through REST, say) may not touch this schema.
create or replace function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  change_id bigint;
begin
  insert into realtime.changes (schema_name, table_name, action, record, old_record)
  values (
    tg_table_schema,
    tg_table_name,
    tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  )
  returning id into change_id;
  perform pg_notify('supabase_local_realtime', change_id::text);
  return null;
end
$$;

-- A visibility checker for one table, `realtime.visible_in_<oid>(claims, row)`: the same loop as
-- visible_to below, but with static SQL, so PostgreSQL plans the key lookup once and reuses the
-- plan for every subscriber (about five times faster than planning it per subscriber).
create or replace function realtime.create_checker(target regclass) returns void
language plpgsql security definer set search_path = '' as $$
declare
  key_condition text;
begin
  select string_agg(format('t.%1$I = key_row.%1$I', a.attname), ' and ')
  into key_condition
  from pg_catalog.pg_index i
  join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
  where i.indrelid = target and i.indisprimary;
  if key_condition is null then
    return;
  end if;
  execute format(
    $sql$
    create or replace function realtime.%I(claims jsonb[], row_data jsonb) returns boolean[]
    language plpgsql as $body$
    declare
      key_row %s := jsonb_populate_record(null::%s, row_data);
      subscriber jsonb;
      visible boolean;
      answers boolean[] := '{}';
    begin
      foreach subscriber in array claims loop
        perform set_config('role', subscriber ->> 'role', true);
        perform set_config('request.jwt.claims', subscriber::text, true);
        select exists (select 1 from %s t where %s) into visible;
        answers := answers || visible;
      end loop;
      perform set_config('role', 'none', true);
      return answers;
    end
    $body$
    $sql$,
    'visible_in_' || target::oid, target, target, target, key_condition
  );
  execute format('revoke all on function realtime.%I(jsonb[], jsonb) from public', 'visible_in_' || target::oid);
end
$$;

-- Adds the capture trigger to every published table lacking it; removes it from tables that
-- left the publication.
create or replace function realtime.sync_capture() returns void
language plpgsql security definer set search_path = '' as $$
declare
  target regclass;
begin
  for target in
    select c.oid::regclass
    from pg_catalog.pg_publication_tables p
    join pg_catalog.pg_namespace n on n.nspname = p.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    where p.pubname = 'supabase_realtime'
  loop
    if not exists (
      select 1 from pg_catalog.pg_trigger t
      where t.tgrelid = target and t.tgname = 'supabase_local_realtime_capture'
    ) then
      execute format(
        'create trigger supabase_local_realtime_capture after insert or update or delete on %s '
        'for each row execute function realtime.capture_change()',
        target
      );
    end if;
    if to_regproc('realtime.visible_in_' || target::oid) is null then
      perform realtime.create_checker(target);
    end if;
  end loop;
  for target in
    select t.tgrelid::regclass
    from pg_catalog.pg_trigger t
    where t.tgname = 'supabase_local_realtime_capture'
      and not exists (
        select 1
        from pg_catalog.pg_publication_tables p
        join pg_catalog.pg_namespace n on n.nspname = p.schemaname
        join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
        where p.pubname = 'supabase_realtime' and c.oid = t.tgrelid
      )
  loop
    execute format('drop trigger supabase_local_realtime_capture on %s', target);
  end loop;
end
$$;

create or replace function realtime.on_publication_change() returns event_trigger
language plpgsql as $$
begin
  perform realtime.sync_capture();
end
$$;

drop event trigger if exists supabase_local_realtime_sync;
create event trigger supabase_local_realtime_sync on ddl_command_end
  when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION')
  execute function realtime.on_publication_change();

-- For each JWT claims object, whether that subscriber may SELECT the row whose primary key is in
-- `row_data`, under its own role and claims (Supabase's realtime.apply_rls does the same). Roles
-- are switched with set_config(…, true), so the caller must run it inside a transaction.
-- Unguarded, one failing check (a policy raising an error) fails the call; the caller then asks
-- again guarded, where each check runs in its own subtransaction and a failure means "not visible".
drop function if exists realtime.visible_to(regclass, text[], jsonb, jsonb[]);
create or replace function realtime.visible_to(
  target regclass, key_columns text[], row_data jsonb, claims jsonb[], guarded boolean
)
returns boolean[]
language plpgsql as $$
declare
  check_sql text;
  subscriber jsonb;
  visible boolean;
  answers boolean[] := '{}';
begin
  select format(
    'select exists (select 1 from %s t, jsonb_populate_record(null::%s, $1) r where %s)',
    target, target, string_agg(format('t.%1$I = r.%1$I', col), ' and ')
  )
  into check_sql
  from unnest(key_columns) col;
  foreach subscriber in array claims loop
    if guarded then
      begin
        perform set_config('role', subscriber ->> 'role', true);
        perform set_config('request.jwt.claims', subscriber::text, true);
        execute check_sql into visible using row_data;
      exception when others then
        visible := false;
      end;
    else
      perform set_config('role', subscriber ->> 'role', true);
      perform set_config('request.jwt.claims', subscriber::text, true);
      execute check_sql into visible using row_data;
    end if;
    answers := answers || coalesce(visible, false);
  end loop;
  perform set_config('role', 'none', true);
  return answers;
end
$$;

-- visible_to for a row that was just deleted: the old row is put back for the length of a
-- subtransaction (triggers and foreign keys off), checked, and removed again by rolling back.
-- So a DELETE reaches only subscribers who could see the row, which Supabase does not check.
create or replace function realtime.visible_before_delete(
  target regclass, key_columns text[], old_row jsonb, claims jsonb[]
)
returns boolean[]
language plpgsql as $$
declare
  column_list text;
  answers boolean[];
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
  into column_list
  from pg_catalog.pg_attribute a
  where a.attrelid = target and a.attnum > 0 and not a.attisdropped and a.attgenerated = '';
  begin
    perform set_config('session_replication_role', 'replica', true);
    execute format(
      'insert into %s (%s) overriding system value select %s from jsonb_populate_record(null::%s, $1)',
      target, column_list, column_list, target
    ) using old_row;
    perform set_config('session_replication_role', 'origin', true);
    answers := realtime.visible_to(target, key_columns, old_row, claims, true);
    raise exception using errcode = 'P0001', message = 'undo the resurrected row';
  exception when others then
    -- Always reached: the row goes away again. If putting it back failed (its key was reused
    -- meanwhile), nobody is shown the delete.
    null;
  end;
  return coalesce(answers, array_fill(false, array[cardinality(claims)]));
end
$$;

select realtime.sync_capture();
