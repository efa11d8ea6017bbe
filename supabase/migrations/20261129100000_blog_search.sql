-- Search in the blog (product §2, §7): the posts of the public view whose text matches a visitor's words, newest
-- first, a page at a time, with the words found in each, by PostgreSQL's full-text search.
--
-- Matching as people expect: the `russian` configuration stems Russian words with the Russian Snowball stemmer and
-- words in Latin letters with the English one (кастинг finds кастинги, shoot finds shooting), leaves out each
-- language's stop words, and folds ё into е. Case: the text is lowered by the database's locale, which may know only
-- ASCII (a database created with the C locale); blog_search_fold lowers Russian capitals itself, so every database
-- matches alike. A query is read by websearch_to_tsquery: every word required, "a phrase" in quotes, -word excluded,
-- `or` between alternatives. https://www.postgresql.org/docs/15/textsearch-controls.html#TEXTSEARCH-PARSING-QUERIES
--
-- Applies unchanged to a Supabase project, to Debian's PostgreSQL 15 and to PGlite.

-- `body` with Russian capitals and ё as lower-case е; one character for one, so a word found in the folded text
-- stands at the same place in the original.
create function public.blog_search_fold(body text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.translate(body, 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё', 'абвгдеежзийклмнопрстуфхцчшщъыьэюяе');
$$;

revoke all on function public.blog_search_fold(text) from public, anon, authenticated;
-- An editor's save computes the column below with the editor's rights.
grant execute on function public.blog_search_fold(text) to authenticated;

-- Each post's words, kept with the row: a search reads them instead of parsing every candidate post's text again
-- (a phrase is checked against the stored positions, and a post read in the feed's order is checked in place).
-- anon is not granted the column; the search below reads it for anon.
alter table public.blog_posts
  add column search_vector tsvector
    generated always as (to_tsvector('pg_catalog.russian'::regconfig, public.blog_search_fold(content))) stored;

comment on column public.blog_posts.search_vector is 'The post''s words for public.search_blog_posts(); made by the database from content.';

-- fastupdate off: a new post's words go into the index at once, not into the pending list that only a vacuum merges
-- (and a blog's few saves a day seldom start one), which every search would otherwise read through to the end.
-- https://www.postgresql.org/docs/15/gin-implementation.html#GIN-FAST-UPDATE
create index blog_posts_search_idx on public.blog_posts using gin (search_vector) with (fastupdate = off);

-- A page of the public view's posts that match `q`, newest first (the feed's order: published_at, then id), after the
-- post (before_published_at, before_id), the last one shown: keyset paging, so posts published at the same instant are
-- neither repeated nor skipped, and a post published meanwhile does not shift the pages. Each row is the view's row as
-- JSON with `search_marks`: the words of its text the query matched (as they stand in the folded text, at most 20,
-- each of at most 100 characters), for the feed to mark.
--
-- Bounded: `q` is cut to 200 characters; a query with no word (punctuation, stop words alone) matches nothing and
-- reads nothing; a call returns at most 20 rows.
--
-- security definer, so the index serves anon: for a caller under row level security, PostgreSQL keeps a condition
-- whose operator is not leakproof (tsvector @@ tsquery is not) out of an index scan, and the search read every row.
-- https://www.postgresql.org/docs/15/ddl-rowsecurity.html https://www.postgresql.org/docs/15/sql-createfunction.html
-- It reads the posts through the public view, so it returns what anon may see and nothing else (no draft, no
-- scheduled post before its time); the table gives only each row's search_vector.
--
-- The query is planned for its own words at each call (EXECUTE ... USING), never once for any words: a word in many
-- posts is best found by reading the feed's index newest first until a page is full, a rare one or none through the
-- search index; a plan made without the words (a SQL function's, or a cached generic one) read every post for a word
-- that is in none. https://www.postgresql.org/docs/15/plpgsql-statements.html#PLPGSQL-STATEMENTS-EXECUTING-DYN
create function public.search_blog_posts(
  q text,
  before_published_at timestamptz default null,
  before_id uuid default null,
  page_size integer default 5
) returns setof jsonb
language plpgsql
stable
security definer
set search_path = ''
as $function$
declare
  words tsquery := websearch_to_tsquery('pg_catalog.russian'::regconfig, public.blog_search_fold(left(q, 200)));
begin
  if numnode(words) = 0 then
    return;
  end if;
  return query execute $query$
    select to_jsonb(post) || jsonb_build_object('search_marks', array(
      -- The folded text with each word the query matched between \x01 and \x02 (ts_headline marks the words as the
      -- search reads them), and those words taken out.
      select distinct found[1]
      from regexp_matches(
        ts_headline('pg_catalog.russian'::regconfig, public.blog_search_fold(post.content), $1,
          'HighlightAll=true, StartSel=' || chr(1) || ', StopSel=' || chr(2)),
        chr(1) || '([^' || chr(1) || chr(2) || ']{1,100})' || chr(2), 'g'
      ) as found
      limit 20
    ))
    from public.blog_posts_public as post
    join public.blog_posts as matched on matched.id = post.id
    where matched.search_vector @@ $1
      and ($2 is null or post.published_at < $2 or (post.published_at = $2 and post.id < $3))
    order by post.published_at desc, post.id desc
    limit $4
  $query$ using words, before_published_at, before_id, least(greatest(coalesce(page_size, 5), 0), 20);
end;
$function$;

comment on function public.search_blog_posts(text, timestamptz, uuid, integer) is
  'Public posts matching a visitor''s query, newest first, a page after the last shown (the blog''s search).';

revoke all on function public.search_blog_posts(text, timestamptz, uuid, integer) from public, anon, authenticated;
-- The same role that reads the view (supabase/migrations/20260101000000_blog.sql).
grant execute on function public.search_blog_posts(text, timestamptz, uuid, integer) to anon;
