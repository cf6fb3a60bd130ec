-- Test fixture: Realtime streams notes (row level security) and items (none).
alter publication supabase_realtime add table public.notes, public.items;
