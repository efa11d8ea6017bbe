-- The blog's media, three more rules (README "Writing the blog"):
--   1. media_urls holds only https addresses, as the feed shows them; on a local
--      backend (the embedded one, `supabase start`) also that backend's own
--      Storage addresses, http://127.0.0.1:<port>/storage/v1/object/public/…,
--      allowed only where the database's setting kadr.local_backend is 'on'
--      (supabase/seed.sql and scripts/lib/blogDatabase.ts set it; no hosted
--      project has it, so there plain http is refused);
--   2. media_alts: each medium's description for people who cannot see it
--      (the feed's alt text or video label), '' for the feed's generated one;
--   3. media_positions: what a card keeps of a photo it crops (Netlify Image
--      CDN's `position`: center, top, bottom, left, right).
-- Both new columns are parallel to media_urls, like media_types (product §3), or
-- empty: a post inserted without them (the Telegram importer's, the dashboard's)
-- gets the defaults, every description empty and every photo centred.
-- docs/decisions/0012-blog-media-details-parallel-arrays.md

-- Whether every address is one the feed may show. stable, not immutable: it
-- reads a setting; a check constraint may call it (PostgreSQL checks a row when
-- it is written, never again, so a setting changed later changes nothing stored).
create function public.blog_media_urls_allowed(urls text[]) returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(bool_and(coalesce(
    url ~ '^https://[^/?#[:space:]]'
    or (
      coalesce(current_setting('kadr.local_backend', true), '') = 'on'
      and url ~ '^http://127\.0\.0\.1:[0-9]{1,5}/storage/v1/object/public/'
    ),
    false
  )), true)
  from unnest(urls) as url;
$$;

revoke all on function public.blog_media_urls_allowed(text[]) from public, anon, authenticated;
grant execute on function public.blog_media_urls_allowed(text[]) to authenticated;

-- not valid: rows written before are left as they are; every insert and update is checked.
alter table public.blog_posts
  add constraint blog_posts_media_urls_https check (public.blog_media_urls_allowed(media_urls)) not valid;

-- Whether every description is text (no null) of at most `max` characters.
create function public.blog_media_alts_fit(alts text[], max integer) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(coalesce(char_length(alt) <= max, false)), true) from unnest(alts) as alt;
$$;

revoke all on function public.blog_media_alts_fit(text[], integer) from public, anon, authenticated;
grant execute on function public.blog_media_alts_fit(text[], integer) to authenticated;

alter table public.blog_posts
  add column media_alts text[] not null default '{}',
  add column media_positions text[] not null default '{}',
  add constraint blog_posts_media_alts_parallel check (
    cardinality(media_alts) in (0, cardinality(media_urls)) and coalesce(array_ndims(media_alts), 1) = 1
  ),
  -- BLOG_MEDIA_ALT_LIMIT (src/config/constants.ts).
  add constraint blog_posts_media_alts_length check (public.blog_media_alts_fit(media_alts, 300)),
  add constraint blog_posts_media_positions_parallel check (
    cardinality(media_positions) in (0, cardinality(media_urls)) and coalesce(array_ndims(media_positions), 1) = 1
  ),
  add constraint blog_posts_media_positions_known check (
    media_positions <@ array['center', 'top', 'bottom', 'left', 'right']::text[]
  );

comment on column public.blog_posts.media_alts is
  'Per medium, parallel to media_urls (or empty): its description for people who cannot see it; '''' for the generated one.';
comment on column public.blog_posts.media_positions is
  'Per medium, parallel to media_urls (or empty): what a card keeps of a cropped photo (center, top, bottom, left, right).';

-- anon reads the new columns through the view (security_invoker: it needs the column grants too). They come
-- last: a view keeps its columns' order, and 20261127100000_blog_post_slug.sql added slug and updated_at before them.
grant select (media_alts, media_positions) on public.blog_posts to anon;

create or replace view public.blog_posts_public
with (security_invoker = true)
as
select id, content, media_urls, media_types, published_at, slug, updated_at, media_alts, media_positions
from public.blog_posts
where is_published and published_at <= now();
