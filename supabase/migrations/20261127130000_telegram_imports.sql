-- The studio's Telegram channel as the blog's second source (docs/deploying.md, "Telegram"): the webhook
-- (netlify/functions/telegram.ts) turns each channel post into a blog post, with the service key.
--
-- public.telegram_imports remembers every channel message imported, keyed by chat and message: Telegram re-sends an
-- update until it gets a 2xx, and an album arrives as one update per item, so the post a message belongs to is found
-- here, never made twice. Nobody but the service key reads or writes it (anon and signed-in users get nothing).
--
-- Applies unchanged to a Supabase project, to Debian's PostgreSQL 15 and to PGlite.

-- Where an imported post came from, for the editor's «из Telegram» mark, and what the import could not bring (a text
-- cut at the feed's cap, media after the 10th, a file Telegram would not hand out). Not in the public view, and not
-- granted to anon: visitors see neither.
alter table public.blog_posts
  add column telegram_url text,
  add column telegram_note text;

create table public.telegram_imports (
  chat_id bigint not null,
  message_id bigint not null,
  -- The album's media_group_id, or the message's own id: every message of one group makes one post.
  group_key text not null,
  post_id uuid references public.blog_posts (id) on delete cascade,
  text text,
  media_urls text[] not null default '{}',
  media_types text[] not null default '{}',
  notes text[] not null default '{}',
  message_date timestamptz not null,
  link text not null,
  imported_at timestamptz not null default now(),
  primary key (chat_id, message_id)
);

comment on table public.telegram_imports is 'Channel messages the Telegram webhook imported, and the blog post each one is in.';

create index telegram_imports_group_idx on public.telegram_imports (chat_id, group_key);

revoke all on public.telegram_imports from public, anon, authenticated;
alter table public.telegram_imports enable row level security;
-- No policy: with RLS on, anon and authenticated see no row even if granted; service_role bypasses RLS.

-- One message into its post, in one transaction: the message's row is written (again, for a re-sent update), then the
-- post of its group is made or brought up to date from every row of the group in message order, so an album's items
-- land in order whatever order they came in, and concurrent items of one album wait for each other (the advisory lock)
-- instead of making two posts. The text of an edited message replaces the post's (`edited`), as does an album's caption
-- arriving after its first item. Returns the post's id.
create function public.telegram_import(message jsonb) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_chat bigint := (message ->> 'chat_id')::bigint;
  v_message bigint := (message ->> 'message_id')::bigint;
  v_group text := message ->> 'group_key';
  v_post uuid;
  v_text text;
  v_urls text[];
  v_types text[];
  v_notes text[];
  v_link text;
  v_date timestamptz;
  v_total int;
  v_old_text text;
begin
  if v_chat is null or v_message is null or v_group is null then
    raise exception 'telegram_import needs chat_id, message_id and group_key' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended(v_chat::text || '/' || v_group, 0));

  select text into v_old_text from public.telegram_imports where chat_id = v_chat and message_id = v_message;
  insert into public.telegram_imports as t
    (chat_id, message_id, group_key, text, media_urls, media_types, notes, message_date, link)
  values (
    v_chat, v_message, v_group, message ->> 'text',
    coalesce(array(select jsonb_array_elements_text(message -> 'media_urls')), '{}'),
    coalesce(array(select jsonb_array_elements_text(message -> 'media_types')), '{}'),
    coalesce(array(select jsonb_array_elements_text(message -> 'notes')), '{}'),
    (message ->> 'date')::timestamptz, message ->> 'link'
  )
  on conflict (chat_id, message_id) do update set
    text = excluded.text,
    -- An edit carries no media worth re-reading: the row keeps what its first import stored.
    media_urls = case when (message ->> 'edited')::boolean then t.media_urls else excluded.media_urls end,
    media_types = case when (message ->> 'edited')::boolean then t.media_types else excluded.media_types end,
    notes = excluded.notes;

  select
    (array_agg(text order by message_id) filter (where coalesce(text, '') <> ''))[1],
    coalesce(array_agg(u.url order by message_id, u.n) filter (where u.url is not null), '{}'),
    coalesce(array_agg(u.kind order by message_id, u.n) filter (where u.url is not null), '{}'),
    (array_agg(link order by message_id))[1],
    min(message_date)
  into v_text, v_urls, v_types, v_link, v_date
  from public.telegram_imports i
  left join lateral unnest(i.media_urls, i.media_types) with ordinality as u(url, kind, n) on true
  where chat_id = v_chat and group_key = v_group;

  select coalesce(array_agg(distinct note), '{}') into v_notes
  from public.telegram_imports, unnest(notes) as note
  where chat_id = v_chat and group_key = v_group;

  -- The feed shows 10 media a post (src/config/constants.ts, BLOG_POST_MEDIA_LIMIT): the rest are left out, and said.
  v_total := cardinality(v_urls);
  if v_total > 10 then
    v_urls := v_urls[1:10];
    v_types := v_types[1:10];
    v_notes := v_notes || format('В Telegram %s фото и видео, в записи первые 10', v_total);
  end if;

  select post_id into v_post from public.telegram_imports
  where chat_id = v_chat and group_key = v_group and post_id is not null limit 1;

  if v_post is null then
    insert into public.blog_posts (content, media_urls, media_types, published_at, is_published, telegram_url, telegram_note)
    values (
      coalesce(v_text, ''), v_urls, v_types, v_date,
      -- A post whose import is incomplete waits as a draft, whatever the studio chose.
      coalesce((message ->> 'publish')::boolean, false) and not coalesce((message ->> 'incomplete')::boolean, false),
      v_link, nullif(array_to_string(v_notes, '. '), '')
    )
    returning id into v_post;
  else
    update public.blog_posts set
      -- The editor's own changes to the text stay until the channel's text itself changes.
      content = case
        when (message ->> 'text') is distinct from v_old_text and coalesce(message ->> 'text', '') <> '' then coalesce(v_text, '')
        when content = '' then coalesce(v_text, '')
        else content
      end,
      media_urls = v_urls,
      media_types = v_types,
      -- An album item that could not be brought makes the post a draft until an editor looks at it.
      is_published = is_published and not coalesce((message ->> 'incomplete')::boolean, false),
      telegram_url = v_link,
      telegram_note = nullif(array_to_string(v_notes, '. '), '')
    where id = v_post;
  end if;

  update public.telegram_imports set post_id = v_post where chat_id = v_chat and group_key = v_group and post_id is null;
  return v_post;
end;
$$;

revoke all on function public.telegram_import(jsonb) from public, anon, authenticated;
grant execute on function public.telegram_import(jsonb) to service_role;
