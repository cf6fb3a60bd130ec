-- A custom safari request's name is composed by the database from its tour types and places.
--
-- The tour booking's name already came from the catalogue (20261123000200); a custom request kept
-- the name the form sent, so any client could store free text there, and the mails carried it to
-- an unverified address and into the operator's subject line (issue 25). The name is now built
-- from the constrained `tour_types` and `destinations` with the labels the form shows, the same
-- words shared-domain's `customSafariTourName` writes (a test runs both on the same inputs):
-- 'Custom safari: Game Drive Safari, Cultural Tour in Serengeti National Park, Lake Manyara'.
-- Whatever the client sends as `tour_name` for a custom request is ignored.

create function private.custom_safari_name(tour_types text[], destinations text[])
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Custom safari: '
    || (select string_agg(coalesce(l.label, t.id), ', ' order by t.n)
        from unnest(tour_types) with ordinality as t(id, n)
        left join (values
          ('game-drive', 'Game Drive Safari'),
          ('hiking', 'Mountain Hiking'),
          ('cultural', 'Cultural Tour'),
          ('beach', 'Beach & Island'),
          ('yoga', 'Yoga & Wellness Retreat'),
          ('photography', 'Photography Safari'),
          ('family', 'Family Adventure'),
          ('luxury', 'Luxury Safari'),
          ('wildlife', 'Wildlife Photography'),
          ('walking', 'Walking Safari'),
          ('balloon', 'Hot Air Balloon Safari'),
          ('bird-watching', 'Bird Watching Tour')
        ) as l(id, label) on l.id = t.id)
    || ' in '
    || (select string_agg(coalesce(l.label, d.id), ', ' order by d.n)
        from unnest(destinations) with ordinality as d(id, n)
        left join (values
          ('serengeti', 'Serengeti National Park'),
          ('ngorongoro', 'Ngorongoro Crater'),
          ('zanzibar', 'Zanzibar Island'),
          ('kilimanjaro', 'Mount Kilimanjaro'),
          ('tarangire', 'Tarangire National Park'),
          ('manyara', 'Lake Manyara'),
          ('selous', 'Selous Game Reserve'),
          ('ruaha', 'Ruaha National Park'),
          ('mikumi', 'Mikumi National Park'),
          ('arusha', 'Arusha National Park')
        ) as l(id, label) on l.id = d.id);
$$;
comment on function private.custom_safari_name(text[], text[]) is 'The name of a custom safari request from its tour types and destinations, in the form''s words (shared-domain customSafariTourName).';

create function private.name_custom_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A request missing its types or places is refused by bookings_custom_request_complete; the
  -- name is left alone so that check, not the name's not-null, explains why.
  if new.tour_slug is null and cardinality(new.tour_types) > 0 and cardinality(new.destinations) > 0 then
    new.tour_name := private.custom_safari_name(new.tour_types, new.destinations);
  end if;
  return new;
end;
$$;
comment on function private.name_custom_request() is 'Trigger: a custom request''s tour_name is composed from its tour types and destinations, never taken from the client.';

create trigger bookings_name_custom_request
  before insert on public.bookings
  for each row execute function private.name_custom_request();

revoke execute on function private.custom_safari_name(text[], text[]) from public, anon, authenticated;
revoke execute on function private.name_custom_request() from public, anon, authenticated;
