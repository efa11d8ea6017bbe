-- Every post has its own address, /blog/<slug> and /en/blog/<slug>: its first
-- words in Latin letters. The slug is stored, so it is unique and stays what it
-- was when the post went out: editing the text never breaks a shared link.
--
-- A writer that sends no slug (the dashboard, an importer) gets one from the
-- database, made by the rules of src/blog/postSlug.ts (which uses a
-- transliteration library; a unit test compares both on a table of texts):
-- the first line that has a letter or digit, Russian letters by one scheme,
-- every run of anything else one hyphen, at most 60 characters cut at a word,
-- `post` for a text with no letter or digit, `-2`, `-3`… when taken.

alter table public.blog_posts
  add column slug text,
  -- When the post was first visible (published and its time come). Kept by the
  -- trigger below, never by a client; from then on the slug is fixed.
  add column first_published_at timestamptz;

comment on column public.blog_posts.slug is 'The post''s address: /blog/<slug>. Fixed once the post has first been published.';

-- One line of text as a slug, with no length limit ('' when it has no letter or
-- digit). lower() follows the database's locale, which may know only ASCII (C,
-- PGlite), so capitals of the letters below are mapped first.
create function public.blog_post_line_slug(line text) returns text
language sql
immutable
set search_path = ''
as $$
  select trim(both '-' from regexp_replace(
    translate(
      replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
        lower(translate(replace(replace(line, 'ß', 'ss'), '№', 'no'),
          'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝŒ',
          'абвгдеёжзийклмнопрстуфхцчшщъыьэюяàáâãäåæçèéêëìíîïñòóôõöøùúûüýœ')),
        'щ', 'shch'), 'ё', 'yo'), 'ж', 'zh'), 'х', 'kh'), 'ц', 'ts'), 'ч', 'ch'), 'ш', 'sh'), 'ю', 'yu'), 'я', 'ya'),
        'æ', 'ae'), 'œ', 'oe'),
      -- ъ and ь, last in the first list and with no partner in the second, are dropped.
      'абвгдезийклмнопрстуфыэàáâãäåçèéêëìíîïñòóôõöøùúûüýÿъь',
      'abvgdeziiklmnoprstufyeaaaaaaceeeeiiiinoooooouuuuyy'),
    '[^a-z0-9]+', '-', 'g'));
$$;

-- The slug of a whole text before any collision (postSlug.ts: slugBase).
create function public.blog_post_slug_base(content text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  line text;
  slug text;
begin
  foreach line in array string_to_array(coalesce(content, ''), E'\n') loop
    slug := public.blog_post_line_slug(line);
    if slug <> '' then
      return slug;
    end if;
  end loop;
  return 'post';
end;
$$;

-- `slug` at most `max_length` characters, cut after a whole word (postSlug.ts: cutSlug).
create function public.blog_post_slug_cut(slug text, max_length integer) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  head text;
  cut integer;
begin
  if char_length(slug) <= max_length then
    return slug;
  end if;
  head := left(slug, max_length + 1);
  cut := char_length(head) - position('-' in reverse(head));
  if position('-' in head) > 0 and cut > 0 then
    return left(head, cut);
  end if;
  return left(slug, max_length);
end;
$$;

-- A free slug for a post with this text (postSlug.ts: postSlug with the slugs taken).
-- security definer: it must see every post's slug, drafts included, whoever writes.
create function public.blog_post_free_slug(content text, post_id uuid) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  base text := public.blog_post_slug_base(content);
  candidate text := public.blog_post_slug_cut(base, 60);
  n integer := 1;
begin
  while exists (select 1 from public.blog_posts where slug = candidate and id is distinct from post_id) loop
    n := n + 1;
    candidate := public.blog_post_slug_cut(base, 60 - char_length('-' || n)) || '-' || n;
  end loop;
  return candidate;
end;
$$;

revoke all on function public.blog_post_line_slug(text) from public, anon, authenticated;
revoke all on function public.blog_post_slug_base(text) from public, anon, authenticated;
revoke all on function public.blog_post_slug_cut(text, integer) from public, anon, authenticated;
revoke all on function public.blog_post_free_slug(text, uuid) from public, anon, authenticated;

-- Existing posts, oldest first (so an older post keeps the plain slug), without
-- touching updated_at: their last edit is still their last edit.
alter table public.blog_posts disable trigger blog_posts_touch_updated_at;
do $$
declare
  post record;
begin
  for post in select id, content from public.blog_posts order by published_at, id loop
    update public.blog_posts set slug = public.blog_post_free_slug(post.content, post.id) where id = post.id;
  end loop;
end;
$$;
update public.blog_posts set first_published_at = published_at where is_published and published_at <= now();
alter table public.blog_posts enable trigger blog_posts_touch_updated_at;

alter table public.blog_posts
  alter column slug set not null,
  add constraint blog_posts_slug_key unique (slug),
  add constraint blog_posts_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100);

-- A new post without a slug gets one; a post's slug may change until the post
-- has first been visible, and is refused from then on (also once it has been
-- unpublished again: its link was out). An emptied slug, before that, is made
-- again from the text. security definer: the free slug is looked up among all
-- posts, and first_published_at is the trigger's to write, whatever a client sends.
-- Runs after blog_posts_stamp_published_at (triggers fire in name order), so
-- published_at is set.
create function public.blog_posts_stamp_slug() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_visible boolean := false;
begin
  if tg_op = 'UPDATE' then
    was_visible := old.first_published_at is not null or (old.is_published and old.published_at <= now());
    if was_visible and new.slug is distinct from old.slug then
      raise exception 'blog post % has been published at the address /blog/%, which cannot change', old.id, old.slug
        using errcode = 'check_violation', hint = 'Links to a published post must keep working: keep its slug.';
    end if;
    new.first_published_at := case when was_visible then coalesce(old.first_published_at, least(old.published_at, now())) end;
  else
    new.first_published_at := null;
  end if;
  if new.first_published_at is null and new.is_published and new.published_at <= now() then
    new.first_published_at := now();
  end if;
  if new.slug is null or new.slug = '' then
    new.slug := public.blog_post_free_slug(new.content, new.id);
  end if;
  return new;
end;
$$;

revoke all on function public.blog_posts_stamp_slug() from public, anon, authenticated;

create trigger blog_posts_stamp_slug
  before insert or update on public.blog_posts
  for each row execute function public.blog_posts_stamp_slug();

-- The view shows each post's address, and when it was last edited (the post
-- page's dateModified). Columns are added at the end: a view keeps its columns' order.
grant select (slug, updated_at) on public.blog_posts to anon;

create or replace view public.blog_posts_public
with (security_invoker = true)
as
select id, content, media_urls, media_types, published_at, slug, updated_at
from public.blog_posts
where is_published and published_at <= now();
