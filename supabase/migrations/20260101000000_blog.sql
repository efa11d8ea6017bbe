-- The blog of product §3, §6, §7: posts in a table nobody outside reads directly,
-- and a public view of published posts that the anonymous visitor reads.
--
-- Applies unchanged to a Supabase project (PostgreSQL 15, where the roles
-- anon/authenticated/service_role exist and new tables in `public` are granted
-- to them by default), to Debian's PostgreSQL 15 and to PGlite.

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  content text not null default '',
  media_urls text[] not null default '{}',
  media_types text[] not null default '{}',
  published_at timestamptz not null default now(),
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- product §3: media_types is parallel to media_urls, each value photo or video.
  constraint blog_posts_media_parallel check (cardinality(media_types) = cardinality(media_urls)),
  constraint blog_posts_media_types_known check (media_types <@ array['photo', 'video']::text[]),
  constraint blog_posts_media_flat check (
    coalesce(array_ndims(media_urls), 1) = 1 and coalesce(array_ndims(media_types), 1) = 1
  )
);

comment on table public.blog_posts is 'Blog posts; the site reads published ones through public.blog_posts_public.';

-- Serves the feed's `order by published_at desc, id desc` with limit/offset (product §7).
create index blog_posts_feed_idx on public.blog_posts (published_at desc, id desc) where is_published;

create function public.blog_posts_touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger blog_posts_touch_updated_at
  before update on public.blog_posts
  for each row execute function public.blog_posts_touch_updated_at();

-- Supabase grants every new table in `public` to anon and authenticated by
-- default (https://supabase.com/docs/guides/database/postgres/roles); take it all back.
revoke all on public.blog_posts from public, anon, authenticated;
revoke all on function public.blog_posts_touch_updated_at() from public, anon, authenticated;

alter table public.blog_posts enable row level security;

-- A security_invoker view checks the table's privileges and policies as the
-- caller (https://www.postgresql.org/docs/15/sql-createview.html), so anon
-- needs SELECT on the columns the view reads, and RLS limits that to
-- published rows: reading the table directly yields nothing the view hides.
grant select (id, content, media_urls, media_types, published_at, is_published) on public.blog_posts to anon;

create policy "anon reads published posts" on public.blog_posts
  for select to anon
  using (is_published);

create view public.blog_posts_public
with (security_invoker = true)
as
select id, content, media_urls, media_types, published_at
from public.blog_posts
where is_published;

comment on view public.blog_posts_public is 'Published blog posts: the only thing the site''s anonymous key reads (product §6).';

revoke all on public.blog_posts_public from public, anon, authenticated;
grant select on public.blog_posts_public to anon;
