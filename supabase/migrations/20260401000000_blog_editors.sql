-- Editors write the blog from the browser (/admin/blog/, README "Writing the blog").
--
-- Who may write is data: a row in public.blog_editors for the user's id, added by
-- the studio. Row level security decides for every role:
--   anon: reads published posts whose time has come, through the view, nothing else;
--   a signed-in user who is not an editor: nothing more than anon, writes nothing;
--   an editor: reads and writes public.blog_posts, and uploads to, replaces in and
--   deletes from the public Storage bucket blog-media.
-- Applies unchanged to a Supabase project (where the schemas auth and storage
-- exist), to Debian's PostgreSQL 15 and to PGlite (both given a copy of those
-- schemas' relevant part first: scripts/lib/supabasePlatform.ts).

create table public.blog_editors (
  user_id uuid primary key references auth.users (id) on delete cascade,
  added_at timestamptz not null default now()
);

comment on table public.blog_editors is 'Users who may write the blog (one row per editor; add rows in the SQL editor).';

-- Nobody reads or writes the list through the API: only the studio, in the dashboard.
revoke all on public.blog_editors from public, anon, authenticated;
alter table public.blog_editors enable row level security;

-- Whether the caller is an editor. security definer: the caller cannot read
-- blog_editors itself. https://supabase.com/docs/guides/database/postgres/row-level-security#use-security-definer-functions
create function public.is_blog_editor() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.blog_editors where user_id = (select auth.uid()));
$$;

revoke all on function public.is_blog_editor() from public, anon, authenticated;
grant execute on function public.is_blog_editor() to authenticated;

-- Scheduling: a post shows from its published_at on, with no job and no deploy.
drop policy "anon reads published posts" on public.blog_posts;
create policy "anon reads published posts" on public.blog_posts
  for select to anon
  using (is_published and published_at <= now());

create or replace view public.blog_posts_public
with (security_invoker = true)
as
select id, content, media_urls, media_types, published_at
from public.blog_posts
where is_published and published_at <= now();

-- Editors: every post, every column, every write. A signed-in non-editor is
-- granted the table too, and the policies give them no row.
grant select, insert, update, delete on public.blog_posts to authenticated;

create policy "editors read posts" on public.blog_posts
  for select to authenticated
  using ((select public.is_blog_editor()));

create policy "editors add posts" on public.blog_posts
  for insert to authenticated
  with check ((select public.is_blog_editor()));

create policy "editors change posts" on public.blog_posts
  for update to authenticated
  using ((select public.is_blog_editor()))
  with check ((select public.is_blog_editor()));

create policy "editors delete posts" on public.blog_posts
  for delete to authenticated
  using ((select public.is_blog_editor()));

-- The feed's caps (src/config/constants.ts: BLOG_POST_TEXT_LIMIT, BLOG_POST_MEDIA_LIMIT)
-- hold in the table too. not valid: rows written before are left as they are.
alter table public.blog_posts
  add constraint blog_posts_content_length check (char_length(content) <= 10000) not valid,
  add constraint blog_posts_media_count check (cardinality(media_urls) <= 10) not valid;

-- Two editors saving one post: a save names the version it edited (the
-- updated_at it read); a save of an older version is refused, never applied
-- over the newer one. PT409 is PostgREST's way to answer 409 Conflict:
-- https://postgrest.org/en/stable/references/errors.html#raise-errors-with-http-status-codes
-- A save that does not name updated_at (the dashboard's) is stamped as before.
create or replace function public.blog_posts_touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.updated_at is distinct from old.updated_at then
    raise exception 'blog post % was changed by someone else', old.id
      using errcode = 'PT409', detail = old.updated_at::text, hint = 'Reload the post and apply your change to it.';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

-- "Publish now" names no moment (published_at null): the database's clock stamps
-- it, so the post goes out when the editor says, whatever the clock of the
-- editor's computer says. A BEFORE trigger runs before not-null is checked.
create function public.blog_posts_stamp_published_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.published_at := coalesce(new.published_at, now());
  return new;
end;
$$;

revoke all on function public.blog_posts_stamp_published_at() from public, anon, authenticated;

create trigger blog_posts_stamp_published_at
  before insert or update on public.blog_posts
  for each row execute function public.blog_posts_stamp_published_at();

-- Photos and videos for posts: a public bucket (the feed shows its public URLs),
-- only these types (never svg or html, which would be stored script on the
-- storage domain) and each file under 50 MiB, enforced by Storage itself.
-- https://supabase.com/docs/guides/storage/buckets/fundamentals
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'blog-media', 'blog-media', true, 52428800,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'video/mp4', 'video/webm']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Storage runs every upload, replacement and deletion as the caller, under these
-- policies (https://supabase.com/docs/guides/storage/security/access-control);
-- a public bucket's files are read by their public URL without them.
create policy "blog editors see blog media" on storage.objects
  for select to authenticated
  using (bucket_id = 'blog-media' and (select public.is_blog_editor()));

create policy "blog editors upload blog media" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'blog-media' and (select public.is_blog_editor()));

create policy "blog editors replace blog media" on storage.objects
  for update to authenticated
  using (bucket_id = 'blog-media' and (select public.is_blog_editor()))
  with check (bucket_id = 'blog-media' and (select public.is_blog_editor()));

create policy "blog editors delete blog media" on storage.objects
  for delete to authenticated
  using (bucket_id = 'blog-media' and (select public.is_blog_editor()));
