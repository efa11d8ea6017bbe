/** @jest-environment node */
/**
 * The blog's CDN cache purge on a blog change (supabase/migrations/*_blog_cache_purge.sql): an editor's publish, edit
 * of a published post, unpublish and delete, and a scheduled post whose time comes, each have the site's purge function
 * asked, through pg_net, to purge exactly what the change shows differently (the post's pages, its neighbours' when the
 * order changes, the feeds and the sitemap) when public.blog_cache_tick() runs (pg_cron runs it every ten seconds on
 * Supabase; here the test runs it as of chosen moments); a burst of saves is one purge; a change no visitor sees is
 * none; a purge that fails or gets no answer is asked for again; nothing asks for a build. PGlite and PostgreSQL 15
 * have neither pg_net nor Vault: the test gives them stand-ins with the same names (a Vault secret, an http_post that
 * records each request, pg_net's table of answers). On PGlite always, and on PostgreSQL 15 when a cluster is available.
 */
import { becomeSql, PG15, pg15Target, pgliteTarget, type SqlTarget } from './support/sqlTargets';

jest.setTimeout(120_000);

const EDITOR = '10000000-0000-4000-8000-0000000000e1';
const PURGE_URL = 'https://kadr.studio/.netlify/functions/blog-cache-purge';
const TOKEN = 'a-long-random-token-the-studio-made';
const POST = '00000000-0000-4000-8000-0000000000c1';

/** pg_net's http_post and its answers, and Vault's decrypted_secrets, under their own names: https://github.com/supabase/pg_net, https://supabase.com/docs/guides/database/vault */
const STAND_INS = `
  create schema net;
  create table net.requests (id bigserial primary key, url text not null, body jsonb not null, headers jsonb not null);
  create table net._http_response (id bigint primary key, status_code int, timed_out boolean, error_msg text);
  create function net.http_post(
    url text, body jsonb default '{}', params jsonb default '{}',
    headers jsonb default '{"Content-Type": "application/json"}', timeout_milliseconds int default 5000
  ) returns bigint language sql as $$
    insert into net.requests (url, body, headers) values (url, body, headers) returning id;
  $$;
  create schema vault;
  create table vault.secrets (name text primary key, secret text not null);
  create view vault.decrypted_secrets as select name, secret as decrypted_secret from vault.secrets;
  insert into vault.secrets values ('blog_cache_purge_url', '${PURGE_URL}'), ('blog_cache_purge_token', '${TOKEN}');
`;

/** Statements run in one transaction as the editor, through row level security as the blog editor's saves are. */
const asEditor = (sql: string) => `begin; ${becomeSql({ sub: EDITOR })} ${sql}; commit;`;

/** Three published posts a day apart (old, middle, new) and a draft. */
const POSTS = `
  insert into public.blog_posts (id, content, is_published, published_at, slug) values
    ('00000000-0000-4000-8000-0000000000c0', 'Старая', true, now() - interval '3 days', 'staraya'),
    ('${POST}', 'Опубликовано', true, now() - interval '2 days', 'opublikovano'),
    ('00000000-0000-4000-8000-0000000000c3', 'Новая', true, now() - interval '1 day', 'novaya'),
    ('00000000-0000-4000-8000-0000000000c2', 'Черновик', false, now(), 'chernovik');
`;

function purgeChecks(open: () => Promise<SqlTarget>) {
  let db: SqlTarget;
  beforeAll(async () => {
    db = await open();
    await db.exec(`
      ${STAND_INS}
      insert into auth.users (id, email) values ('${EDITOR}', 'editor@example.org');
      insert into public.blog_editors (user_id) values ('${EDITOR}');
    `);
  });
  afterAll(async () => {
    await db.close();
  });

  /** Only the test's posts, nothing waiting, no request made. */
  beforeEach(async () => {
    await db.exec(`
      delete from public.blog_posts;
      ${POSTS}
      delete from public.blog_cache_pending;
      delete from public.blog_cache_purges;
      update public.blog_cache_state set checked_until = now();
      delete from net.requests;
      delete from net._http_response;
    `);
  });

  /** Runs the tick as of each moment (seconds from now); then the requests made so far: the tags each asked to purge. */
  const ticks = async (...seconds: number[]) => {
    for (const s of seconds) await db.exec(`select public.blog_cache_tick(now() + interval '${s} seconds')`);
    const requests = await db.rows<{ body: { tags: string[] } }>('select body from net.requests order by id');
    return requests.map(({ body }) => body.tags);
  };

  /** pg_net's answer to the latest request, as its worker records it. */
  const answer = (status: number | null) =>
    db.exec(
      `insert into net._http_response (id, status_code, timed_out) select max(id), ${status ?? 'null'}, ${status === null} from net.requests`,
    );

  test('publishing a draft purges its pages, its new neighbours’ and the feeds, once, at the purge function from Vault', async () => {
    await db.exec(asEditor(`update public.blog_posts set is_published = true, published_at = null where slug = 'chernovik'`));
    expect(await ticks(0, 10, 20)).toEqual([['blog-index', 'blog-post-chernovik', 'blog-post-novaya']]);
    expect(await db.rows('select url, headers from net.requests')).toEqual([
      { url: PURGE_URL, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` } },
    ]);
  });

  test('a new post published at once: it, the post just older than it, and the feeds', async () => {
    await db.exec(
      asEditor(`insert into public.blog_posts (content, is_published, published_at, slug) values ('Свежая', true, null, 'svezhaya')`),
    );
    expect(await ticks(0)).toEqual([['blog-index', 'blog-post-novaya', 'blog-post-svezhaya']]);
  });

  test('an edit of a published post purges its pages and the feeds; saving it unchanged purges nothing', async () => {
    await db.exec(asEditor(`update public.blog_posts set content = content where id = '${POST}'`));
    expect(await ticks(0, 10)).toEqual([]);
    await db.exec(asEditor(`update public.blog_posts set content = 'Исправлено' where id = '${POST}'`));
    expect(await ticks(20, 30)).toEqual([['blog-index', 'blog-post-opublikovano']]);
  });

  test('unpublishing purges the post’s pages (now its 404) and both neighbours’, which link to each other now', async () => {
    await db.exec(asEditor(`update public.blog_posts set is_published = false where id = '${POST}'`));
    expect(await ticks(0)).toEqual([['blog-index', 'blog-post-novaya', 'blog-post-opublikovano', 'blog-post-staraya']]);
  });

  test('deleting a published post purges it and its neighbours; deleting a draft purges nothing', async () => {
    await db.exec(asEditor(`delete from public.blog_posts where slug = 'chernovik'`));
    expect(await ticks(0)).toEqual([]);
    await db.exec(asEditor(`delete from public.blog_posts where id = '${POST}'`));
    expect(await ticks(10)).toEqual([['blog-index', 'blog-post-novaya', 'blog-post-opublikovano', 'blog-post-staraya']]);
  });

  test('moving a post in the order purges its old and its new neighbours', async () => {
    await db.exec(asEditor(`update public.blog_posts set published_at = now() - interval '4 days' where slug = 'novaya'`));
    expect(await ticks(0)).toEqual([['blog-index', 'blog-post-novaya', 'blog-post-opublikovano', 'blog-post-staraya']]);
  });

  test('a scheduled post purges nothing when saved, and its pages and neighbour’s when its time comes', async () => {
    await db.exec(
      asEditor(
        `insert into public.blog_posts (content, is_published, published_at, slug) values ('Завтра', true, now() + interval '1 hour', 'zavtra')`,
      ),
    );
    await db.exec(asEditor(`update public.blog_posts set content = 'Послезавтра' where slug = 'zavtra'`));
    expect(await ticks(10, 600, 3590)).toEqual([]);
    expect(await ticks(3610)).toEqual([['blog-index', 'blog-post-novaya', 'blog-post-zavtra']]);
    await answer(202);
    expect(await ticks(3620, 7200)).toHaveLength(1);
  });

  test('a change no visitor sees purges nothing: a draft edited, a draft scheduled', async () => {
    await db.exec(asEditor(`update public.blog_posts set content = 'Другой черновик' where slug = 'chernovik'`));
    await db.exec(asEditor(`insert into public.blog_posts (content, is_published) values ('Ещё черновик', false)`));
    expect(await ticks(10, 60, 24 * 3600)).toEqual([]);
  });

  test('a burst of saves between two ticks is one purge of all it changed', async () => {
    for (const text of ['Один', 'Два', 'Три'])
      await db.exec(asEditor(`update public.blog_posts set content = '${text}' where id = '${POST}'`));
    await db.exec(asEditor(`update public.blog_posts set content = 'Новее' where slug = 'novaya'`));
    expect(await ticks(0, 10)).toEqual([['blog-index', 'blog-post-novaya', 'blog-post-opublikovano']]);
  });

  test('a purge the function refused, or that got no answer for two minutes, is asked for again; one it took, never', async () => {
    await db.exec(asEditor(`update public.blog_posts set content = 'Раз' where id = '${POST}'`));
    expect(await ticks(0)).toHaveLength(1);
    await answer(502);
    expect(await ticks(10)).toHaveLength(2);
    // No answer at all: asked again once two minutes have passed.
    expect(await ticks(20, 60)).toHaveLength(2);
    expect(await ticks(140)).toHaveLength(3);
    await answer(202);
    expect(await ticks(150, 300, 600)).toHaveLength(3);
  });

  test('past a hundred tags (a channel’s history imported), the blog’s whole cache at once', async () => {
    await db.exec(
      asEditor(
        `insert into public.blog_posts (content, is_published, published_at, slug)
         select 'Из истории ' || i, true, now() - interval '1 year' + i * interval '1 hour', 'iz-istorii-' || i from generate_series(1, 150) i`,
      ),
    );
    expect(await ticks(0, 10)).toEqual([['blog']]);
  });

  test('with no purge function in Vault the change waits, and goes out once the secrets are set', async () => {
    await db.exec(`delete from vault.secrets`);
    try {
      await db.exec(asEditor(`update public.blog_posts set content = 'Ждёт' where id = '${POST}'`));
      expect(await ticks(10, 60)).toEqual([]);
    } finally {
      await db.exec(`insert into vault.secrets values ('blog_cache_purge_url', '${PURGE_URL}'), ('blog_cache_purge_token', '${TOKEN}')`);
    }
    expect(await ticks(70)).toEqual([['blog-index', 'blog-post-opublikovano']]);
  });

  test('nothing builds the site: no build hook is left, and no request but the purge is made', async () => {
    await db.exec(asEditor(`update public.blog_posts set is_published = true, published_at = null where slug = 'chernovik'`));
    await ticks(0, 10);
    expect(await db.rows(`select name from vault.secrets where name = 'netlify_build_hook'`)).toEqual([]);
    expect(await db.rows(`select to_regclass('public.blog_rebuild') as state, to_regproc('public.blog_rebuild_tick') as tick`)).toEqual([
      { state: null, tick: null },
    ]);
    expect(await db.rows<{ url: string }>('select distinct url from net.requests')).toEqual([{ url: PURGE_URL }]);
  });

  test.each([
    ['anon', 'anon' as const],
    ['an editor', { sub: EDITOR }],
  ])('%s can neither read what waits nor run the tick', async (_, caller) => {
    await expect(db.rows('select * from public.blog_cache_pending', caller)).rejects.toThrow(/permission denied/);
    await expect(db.rows('select * from public.blog_cache_purges', caller)).rejects.toThrow(/permission denied/);
    await expect(db.rows('select public.blog_cache_tick()', caller)).rejects.toThrow(/permission denied/);
  });
}

describe('on PGlite', () => {
  purgeChecks(pgliteTarget);
});

(PG15 ? describe : describe.skip)('on PostgreSQL 15 (skipped unless BLOG_PG15_HOST names a running cluster)', () => {
  purgeChecks(pg15Target);
});
