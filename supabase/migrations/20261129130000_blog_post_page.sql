-- A post page's read in one round trip (docs/decisions/0014-blog-pages-on-demand.md): the blog's function asks, with
-- the anonymous key, for the post at an address and the addresses of its neighbours in the feed's order (newest first,
-- then by id), all through the public view, so it reads what a visitor may and no more. Two requests in turn before
-- (the post, then its neighbours) cost a render two trips across the network from Netlify's functions to the project.

create function public.blog_post_page(post_slug text)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    (
      select json_build_object(
        'post', pg_catalog.row_to_json(post),
        -- The next one up in the feed's order, and the next one down; posts of one instant ordered by their ids.
        'newer', (
          select newer.slug from public.blog_posts_public as newer
          where (newer.published_at, newer.id) > (post.published_at, post.id)
          order by newer.published_at, newer.id
          limit 1
        ),
        'older', (
          select older.slug from public.blog_posts_public as older
          where (older.published_at, older.id) < (post.published_at, post.id)
          order by older.published_at desc, older.id desc
          limit 1
        )
      )
      from public.blog_posts_public as post
      where post.slug = post_slug
      limit 1
    ),
    json_build_object('post', null, 'newer', null, 'older', null)
  )
$$;

comment on function public.blog_post_page(text) is
  'A published post and its neighbours'' addresses in the feed''s order, for the blog''s post pages; none for an address no published post has.';

revoke all on function public.blog_post_page(text) from public, anon, authenticated;
-- The role that reads the view (supabase/migrations/20260101000000_blog.sql), as the view's own rules decide.
grant execute on function public.blog_post_page(text) to anon;
