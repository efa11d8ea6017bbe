-- The blog is live without deploys (docs/decisions/0014-blog-pages-on-demand.md):
-- its post pages, RSS feeds and sitemap are the blog function's answers, kept by
-- Netlify's CDN until a change purges them by tag. This replaces the rebuild of
-- 20261127110000_blog_rebuild.sql (decision 0011, superseded): no change of the
-- blog starts a build any more.
--
-- A trigger notes the tags of what a change shows differently (the post's pages,
-- its neighbours' when the posts' order changes, the feeds and the sitemap); every
-- ten seconds pg_cron runs public.blog_cache_tick(), which also notes a scheduled
-- post whose time has come, and asks the site's purge function
-- (netlify/functions/blog-cache-purge.ts) through pg_net to purge what waits, and
-- asks again for a purge that failed or got no answer. The function's address and
-- its token are Supabase Vault secrets (blog_cache_purge_url,
-- blog_cache_purge_token): never in the repository, never readable by anon or an
-- editor; the token only lets the blog's own tags be purged.
--
-- Applies unchanged to a Supabase project (pg_cron and pg_net are created by the
-- rebuild's migration), to Debian's PostgreSQL 15 and to PGlite, which have
-- neither: there nothing is scheduled, and the tests call the tick themselves.

-- The rebuild, and the build hook's address, go.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $sql$select cron.unschedule(jobid) from cron.job where jobname = 'blog-rebuild'$sql$;
  end if;
  if exists (select 1 from pg_namespace where nspname = 'vault') then
    execute $sql$delete from vault.secrets where name = 'netlify_build_hook'$sql$;
  end if;
end;
$$;

drop trigger blog_posts_note_rebuild on public.blog_posts;
drop function public.blog_posts_note_rebuild();
drop function public.blog_rebuild_tick(timestamptz);
drop table public.blog_rebuild;

-- The tags waiting to be purged (the shapes src/blog/cacheTags.ts names: blog,
-- blog-index, blog-post-<slug>), each once, since when.
create table public.blog_cache_pending (
  tag text primary key,
  noted_at timestamptz not null default now()
);

-- The purges asked for and not yet known to have been made: pg_net's request id
-- and its answer's place (net._http_response) tell.
create table public.blog_cache_purges (
  request_id bigint primary key,
  tags text[] not null,
  sent_at timestamptz not null
);

-- One row: scheduled posts due up to this moment have been accounted for.
create table public.blog_cache_state (
  id boolean primary key default true check (id),
  checked_until timestamptz not null default now()
);
insert into public.blog_cache_state default values;

comment on table public.blog_cache_pending is 'The CDN cache tags a blog change waits to have purged (public.blog_cache_tick()).';

revoke all on public.blog_cache_pending, public.blog_cache_purges, public.blog_cache_state from public, anon, authenticated;
alter table public.blog_cache_pending enable row level security;
alter table public.blog_cache_purges enable row level security;
alter table public.blog_cache_state enable row level security;

-- The tags of the public posts just newer and just older than the place
-- (at, id) in the feed's order (published_at, then id), but for the post with
-- that id: the pages whose "next" and "previous" links a post at that place
-- changes. `as_of` is the moment the view's condition is read at.
create function public.blog_cache_neighbour_tags(at timestamptz, post_id uuid, as_of timestamptz) returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg('blog-post-' || slug), '{}')
  from (
    (select slug from public.blog_posts
      where is_published and published_at <= as_of and id <> post_id and (published_at, id) > (at, post_id)
      order by published_at, id limit 1)
    union all
    (select slug from public.blog_posts
      where is_published and published_at <= as_of and id <> post_id and (published_at, id) < (at, post_id)
      order by published_at desc, id desc limit 1)
  ) neighbours
  where slug is not null;
$$;

-- Notes tags to purge; a tag already waiting keeps its place.
create function public.blog_cache_note(tags text[]) returns void
language sql
set search_path = ''
as $$
  insert into public.blog_cache_pending (tag)
  select distinct tag from unnest(tags) as tag where tag is not null
  on conflict (tag) do nothing;
$$;

-- What a post at its place shows: its pages, the feeds and the sitemap, and,
-- when its place in the order is new or gone, its neighbours' pages.
create function public.blog_cache_post_tags(slug text, at timestamptz, post_id uuid, moved boolean, as_of timestamptz) returns text[]
language sql
stable
set search_path = ''
as $$
  select array['blog-index', 'blog-post-' || slug]
    || case when moved then public.blog_cache_neighbour_tags(at, post_id, as_of) else '{}'::text[] end;
$$;

revoke all on function public.blog_cache_neighbour_tags(timestamptz, uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.blog_cache_note(text[]) from public, anon, authenticated;
revoke all on function public.blog_cache_post_tags(text, timestamptz, uuid, boolean, timestamptz) from public, anon, authenticated;

-- Notes what a change a visitor can see alters. security definer: it runs in
-- the editor's save (and the Telegram import's), and neither may write the
-- tables above. A post entering or leaving the public view (the view's own
-- condition, public.blog_post_is_public), or a public post whose columns but
-- the bookkeeping ones changed; a save that changes nothing, a draft, a post
-- still scheduled note nothing. No network here: an editor's save never waits
-- for Netlify.
create function public.blog_posts_note_purge() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_public boolean := tg_op <> 'INSERT' and public.blog_post_is_public(old);
  is_public boolean := tg_op <> 'DELETE' and public.blog_post_is_public(new);
  moved boolean;
begin
  if not (was_public or is_public) then
    return null;
  end if;
  if tg_op = 'UPDATE' and was_public = is_public
    and to_jsonb(old) - array['updated_at', 'created_at'] is not distinct from to_jsonb(new) - array['updated_at', 'created_at']
  then
    return null;
  end if;
  -- Its neighbours' links change when it enters or leaves the order, or moves in it.
  moved := tg_op <> 'UPDATE' or was_public <> is_public
    or old.published_at is distinct from new.published_at or old.slug is distinct from new.slug;
  if was_public then
    perform public.blog_cache_note(public.blog_cache_post_tags(old.slug, old.published_at, old.id, moved, now()));
  end if;
  if is_public then
    perform public.blog_cache_note(public.blog_cache_post_tags(new.slug, new.published_at, new.id, moved, now()));
  end if;
  return null;
end;
$$;

revoke all on function public.blog_posts_note_purge() from public, anon, authenticated;

create trigger blog_posts_note_purge
  after insert or update or delete on public.blog_posts
  for each row execute function public.blog_posts_note_purge();

-- The most tags one purge names; past them the blog's whole cache is purged
-- (the tag every blog answer carries), as after a Telegram history import.
-- A purge that failed, or has no answer two minutes on, is asked for again.
-- `as_of` is the moment to act as of: pg_cron passes nothing (now); the tests
-- pass later moments. Returns how many tags it asked to have purged.
create function public.blog_cache_tick(as_of timestamptz default now()) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  most_tags constant integer := 100;
  no_answer constant interval := interval '2 minutes';
  state public.blog_cache_state;
  sent record;
  due record;
  tags text[];
  purge_url text;
  token text;
  request bigint;
begin
  select * into state from public.blog_cache_state for update;

  -- Purges asked for before: made (a 2xx answer), or to ask for again. pg_net
  -- keeps each answer in net._http_response for hours:
  -- https://supabase.com/docs/guides/database/extensions/pg_net
  if exists (select 1 from public.blog_cache_purges) then
    for sent in
      select p.request_id, p.tags, p.sent_at, r.id is not null as answered, r.status_code
      from public.blog_cache_purges p left join net._http_response r on r.id = p.request_id
    loop
      if sent.answered and sent.status_code between 200 and 299 then
        delete from public.blog_cache_purges where request_id = sent.request_id;
      elsif sent.answered or sent.sent_at < as_of - no_answer then
        perform public.blog_cache_note(sent.tags);
        delete from public.blog_cache_purges where request_id = sent.request_id;
      end if;
    end loop;
  end if;

  -- A scheduled post shows from its published_at on (the view's condition):
  -- a post that became due since the last tick changes what is shown then.
  for due in
    select slug, published_at, id from public.blog_posts
    where is_published and published_at > state.checked_until and published_at <= as_of
  loop
    perform public.blog_cache_note(public.blog_cache_post_tags(due.slug, due.published_at, due.id, true, as_of));
  end loop;
  update public.blog_cache_state set checked_until = greatest(state.checked_until, as_of);

  select array_agg(tag order by tag) into tags from public.blog_cache_pending where noted_at <= as_of;
  if tags is null then
    return 0;
  end if;

  -- Supabase Vault: https://supabase.com/docs/guides/database/vault
  select decrypted_secret into purge_url from vault.decrypted_secrets where name = 'blog_cache_purge_url';
  select decrypted_secret into token from vault.decrypted_secrets where name = 'blog_cache_purge_token';
  if coalesce(purge_url, '') = '' or coalesce(token, '') = '' then
    -- Nothing is lost: the tags wait until the secrets are set.
    raise warning 'blog_cache_tick: no Vault secrets blog_cache_purge_url and blog_cache_purge_token, so nothing was purged';
    return 0;
  end if;

  if cardinality(tags) > most_tags then
    delete from public.blog_cache_pending where noted_at <= as_of;
    tags := array['blog'];
  else
    delete from public.blog_cache_pending where noted_at <= as_of and tag = any(tags);
  end if;

  -- pg_net sends the request after this transaction commits, never from a rolled back one.
  request := net.http_post(
    url := purge_url,
    body := jsonb_build_object('tags', to_jsonb(tags)),
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || token),
    timeout_milliseconds := 10000
  );
  insert into public.blog_cache_purges (request_id, tags, sent_at) values (request, tags, as_of);
  return cardinality(tags);
end;
$$;

revoke all on function public.blog_cache_tick(timestamptz) from public, anon, authenticated;

-- Where the project has pg_cron and pg_net (a Supabase project), the tick runs
-- every ten seconds (pg_cron 1.5 and later: https://supabase.com/docs/guides/cron),
-- so a change reaches the CDN within about half a minute.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron')
    and exists (select 1 from pg_extension where extname = 'pg_net')
  then
    execute $sql$select cron.schedule('blog-cache-purge', '10 seconds', 'select public.blog_cache_tick()')$sql$;
  end if;
end;
$$;
