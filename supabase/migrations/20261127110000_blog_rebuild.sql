-- The site is rebuilt when what a visitor sees of the blog changes: a post
-- published, a published post edited, unpublished or deleted, a scheduled post
-- whose time has come. docs/decisions/0011-blog-rebuild-from-the-database.md
--
-- A trigger only notes that the public blog changed (no network in an editor's
-- save); once a minute pg_cron runs public.blog_rebuild_tick(), which calls the
-- Netlify build hook through pg_net when a build is due, so a burst of saves
-- starts one build. The hook's address is a secret in Supabase Vault named
-- netlify_build_hook: never in the repository, never readable by anon or an editor.
--
-- Applies unchanged to a Supabase project (pg_cron and pg_net are created here),
-- to Debian's PostgreSQL 15 and to PGlite, which have neither: there the job is
-- not scheduled, and the tests call the tick themselves.

-- One row: what the next build must show, and when the last one was asked for.
create table public.blog_rebuild (
  id boolean primary key default true check (id),
  -- The first visible change no build has been asked for yet; null when none is waiting.
  pending_since timestamptz,
  -- The latest visible change, for the quiet period of a burst of saves.
  last_change_at timestamptz,
  -- When the build hook was last called.
  last_hook_at timestamptz,
  -- Scheduled posts due up to this moment have been accounted for.
  checked_until timestamptz not null default now()
);

comment on table public.blog_rebuild is 'When the site must be rebuilt for the blog (public.blog_rebuild_tick()).';

insert into public.blog_rebuild default values;

revoke all on public.blog_rebuild from public, anon, authenticated;
alter table public.blog_rebuild enable row level security;

-- Whether a post, as a row, is on the public blog: the view's own condition
-- (supabase/migrations/*_blog_editors.sql).
create function public.blog_post_is_public(post public.blog_posts) returns boolean
language sql
stable
set search_path = ''
as $$
  select post.is_published and post.published_at <= now();
$$;

revoke all on function public.blog_post_is_public(public.blog_posts) from public, anon, authenticated;

-- Notes a change a visitor can see. security definer: it runs in the editor's
-- save, and editors may not write public.blog_rebuild. Every column but the
-- bookkeeping ones counts as visible, so a column added later (an alt text, a
-- slug) needs no edit here; a save that changes nothing starts nothing.
create function public.blog_posts_note_rebuild() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_public boolean := tg_op <> 'INSERT' and public.blog_post_is_public(old);
  is_public boolean := tg_op <> 'DELETE' and public.blog_post_is_public(new);
begin
  if was_public or is_public then
    if tg_op <> 'UPDATE'
      or was_public <> is_public
      or to_jsonb(old) - array['updated_at', 'created_at'] is distinct from to_jsonb(new) - array['updated_at', 'created_at']
    then
      update public.blog_rebuild
        set pending_since = coalesce(pending_since, now()), last_change_at = now();
    end if;
  end if;
  return null;
end;
$$;

revoke all on function public.blog_posts_note_rebuild() from public, anon, authenticated;

create trigger blog_posts_note_rebuild
  after insert or update or delete on public.blog_posts
  for each row execute function public.blog_posts_note_rebuild();

-- Calls the build hook when a build is due, and says whether it did. A build
-- is due when a visible change waits and
--   - the last one was at least a quiet period ago (a burst of saves, a typo
--     fixed right after publishing, starts one build), or the first has waited
--     the longest wait (a long editing session still goes out), and
--   - the hook was last called at least the gap ago (at most one build per gap:
--     each production deploy costs Netlify credits, docs/deploying.md).
-- `as_of` is the moment to act as of: pg_cron passes nothing (now); the tests pass later moments.
create function public.blog_rebuild_tick(as_of timestamptz default now()) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  quiet constant interval := interval '1 minute';
  longest_wait constant interval := interval '10 minutes';
  gap constant interval := interval '5 minutes';
  state public.blog_rebuild;
  hook text;
begin
  select * into state from public.blog_rebuild for update;

  -- A scheduled post shows from its published_at on (the view's condition), so
  -- its page must be built then: a post that became due since the last tick.
  if exists (
    select 1 from public.blog_posts
    where is_published and published_at > state.checked_until and published_at <= as_of
  ) then
    state.pending_since := coalesce(state.pending_since, as_of);
  end if;
  state.checked_until := greatest(state.checked_until, as_of);

  if state.pending_since is null
    or as_of < state.last_hook_at + gap
    or (as_of < state.last_change_at + quiet and as_of < state.pending_since + longest_wait)
  then
    update public.blog_rebuild set pending_since = state.pending_since, checked_until = state.checked_until;
    return false;
  end if;

  -- Supabase Vault: https://supabase.com/docs/guides/database/vault
  select decrypted_secret into hook from vault.decrypted_secrets where name = 'netlify_build_hook';
  if hook is null or hook = '' then
    -- Nothing is lost: the change waits until the secret is set.
    raise warning 'blog_rebuild_tick: no Vault secret named netlify_build_hook, so no build was started';
    update public.blog_rebuild set pending_since = state.pending_since, checked_until = state.checked_until;
    return false;
  end if;

  -- pg_net sends the request after this transaction commits, never from a rolled back one:
  -- https://supabase.com/docs/guides/database/extensions/pg_net
  -- Netlify shows trigger_title in the deploy's log: https://docs.netlify.com/configure-builds/build-hooks/
  perform net.http_post(
    url := hook,
    body := '{}'::jsonb,
    params := jsonb_build_object('trigger_title', 'Blog changed'),
    headers := '{"Content-Type": "application/json"}'::jsonb,
    timeout_milliseconds := 10000
  );
  update public.blog_rebuild
    set pending_since = null, last_change_at = null, last_hook_at = as_of, checked_until = state.checked_until;
  return true;
end;
$$;

revoke all on function public.blog_rebuild_tick(timestamptz) from public, anon, authenticated;

-- Where the project has pg_cron and pg_net (a Supabase project), the tick runs
-- every minute. https://supabase.com/docs/guides/cron
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
    and exists (select 1 from pg_available_extensions where name = 'pg_net')
  then
    create extension if not exists pg_net with schema extensions;
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('blog-rebuild', '* * * * *', 'select public.blog_rebuild_tick()');
  end if;
end;
$$;
