-- The languages of the traveller's mails and their texts, as data (issue 41, decision 238).
-- One row per language the site speaks, in the site's order (the first is the default); its
-- texts are supabase/mail-texts/<language>.json as they were when the newest
-- *_mail_texts.sql migration was generated (supabase/local/src/mail-texts-sql.ts).

create table private.mail_languages (
  code text primary key check (code ~ '^[a-z]{2,3}$'),
  position integer not null check (position >= 0),
  texts jsonb not null check (jsonb_typeof(texts) = 'object'),
  -- Checked at commit: a migration that reorders the languages moves them one row at a time.
  constraint mail_languages_position_key unique (position) deferrable initially deferred
);
comment on table private.mail_languages is 'The site''s languages in order (the first the default) and each one''s mail texts: key to text with {placeholders}, plus its formats (format.*). Written by the generated *_mail_texts.sql migrations from supabase/mail-texts/.';
revoke all on table private.mail_languages from public, anon, authenticated;
