-- Realtime streams the tables in this publication; migrations `alter publication supabase_realtime
-- add table …`, so it must exist, empty, before they run (supabase/local/docs/protocol.md §3.3).
-- PGlite 0.5 (PostgreSQL 18) accepts CREATE PUBLICATION as catalog DDL; there is no replication
-- behind it, which is fine because the local Realtime server reads the catalog, not a slot.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
exception when duplicate_object then
  null;
end
$$;
