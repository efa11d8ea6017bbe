/** @jest-environment node */
/**
 * The site's rebuild on a blog change (supabase/migrations/*_blog_rebuild.sql): an editor's publish, edit of a
 * published post, unpublish and delete, and a scheduled post whose time comes, each call the Netlify build hook once
 * through pg_net when public.blog_rebuild_tick() runs (pg_cron runs it every minute on Supabase; here the test runs it
 * as of chosen moments); a burst of saves calls it once; a change no visitor sees calls it never. PGlite and PostgreSQL
 * 15 have neither pg_net nor Vault: the test gives them stand-ins with the same names, a Vault secret and an
 * http_post that counts the calls made to the hook. On PGlite always, and on PostgreSQL 15 when a cluster is available.
 */
import { PG15, pg15Target, pgliteTarget, type SqlTarget } from './support/sqlTargets';

jest.setTimeout(120_000);

const EDITOR = '10000000-0000-4000-8000-0000000000e1';
const HOOK = 'https://api.netlify.com/build_hooks/0123456789abcdef01234567';
const POST = '00000000-0000-4000-8000-0000000000c1';

/** pg_net's http_post and Vault's decrypted_secrets under their own names: https://github.com/supabase/pg_net, https://supabase.com/docs/guides/database/vault */
const STAND_INS = `
  create schema net;
  create table net.hook_calls (url text not null, params jsonb not null, called_at timestamptz not null default clock_timestamp());
  create function net.http_post(
    url text, body jsonb default '{}', params jsonb default '{}',
    headers jsonb default '{"Content-Type": "application/json"}', timeout_milliseconds int default 5000
  ) returns bigint language sql as $$
    insert into net.hook_calls (url, params) values (url, params);
    select count(*) from net.hook_calls;
  $$;
  create schema vault;
  create table vault.secrets (name text primary key, secret text not null);
  create view vault.decrypted_secrets as select name, secret as decrypted_secret from vault.secrets;
  insert into vault.secrets values ('netlify_build_hook', '${HOOK}');
`;

/** Statements run in one transaction as the editor, through row level security as the blog editor's saves are. */
const asEditor = (sql: string) =>
  `begin; set local role authenticated; set local "request.jwt.claims" = '{"role":"authenticated","sub":"${EDITOR}"}'; ${sql}; commit;`;

function rebuildChecks(open: () => Promise<SqlTarget>) {
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

  /** Nothing waiting, no call made, a published post and a draft of the editor's own. */
  beforeEach(async () => {
    await db.exec(`
      delete from public.blog_posts where id::text like '00000000-0000-4000-8000-0000000000c%';
      insert into public.blog_posts (id, content, is_published, published_at) values
        ('${POST}', 'Опубликовано', true, now() - interval '1 day'),
        ('00000000-0000-4000-8000-0000000000c2', 'Черновик', false, now());
      update public.blog_rebuild set pending_since = null, last_change_at = null, last_hook_at = null, checked_until = now();
      delete from net.hook_calls;
    `);
  });

  /** Runs the tick as of each moment (minutes from now), then says how many times the hook has been called. */
  const ticks = async (...minutes: number[]) => {
    for (const m of minutes) await db.exec(`select public.blog_rebuild_tick(now() + interval '${m} minutes')`);
    return (await db.rows<{ n: number }>('select count(*)::int as n from net.hook_calls'))[0]!.n;
  };

  test('publishing a draft calls the hook once, after a quiet minute, with its address from Vault', async () => {
    await db.exec(
      asEditor(`update public.blog_posts set is_published = true, published_at = null where id = '00000000-0000-4000-8000-0000000000c2'`),
    );
    expect(await ticks(0, 0.5)).toBe(0);
    expect(await ticks(1.5, 2.5, 20, 40)).toBe(1);
    expect(await db.rows('select url, params from net.hook_calls')).toEqual([{ url: HOOK, params: { trigger_title: 'Blog changed' } }]);
  });

  test('a new post published at once calls it once', async () => {
    await db.exec(
      asEditor(
        `insert into public.blog_posts (id, content, is_published, published_at) values ('00000000-0000-4000-8000-0000000000c3', 'Новое', true, null)`,
      ),
    );
    expect(await ticks(2, 8, 30)).toBe(1);
  });

  test('saving an edit of a published post calls it once; saving it unchanged never', async () => {
    await db.exec(asEditor(`update public.blog_posts set content = content where id = '${POST}'`));
    expect(await ticks(2, 30)).toBe(0);
    await db.exec(asEditor(`update public.blog_posts set content = 'Исправлено' where id = '${POST}'`));
    expect(await ticks(2, 30)).toBe(1);
  });

  test('unpublishing calls it once', async () => {
    await db.exec(asEditor(`update public.blog_posts set is_published = false where id = '${POST}'`));
    expect(await ticks(2, 30)).toBe(1);
  });

  test('deleting a published post calls it once; deleting a draft never', async () => {
    await db.exec(asEditor(`delete from public.blog_posts where id = '00000000-0000-4000-8000-0000000000c2'`));
    expect(await ticks(2, 30)).toBe(0);
    await db.exec(asEditor(`delete from public.blog_posts where id = '${POST}'`));
    expect(await ticks(2, 30)).toBe(1);
  });

  test('a scheduled post calls it once when its time comes, not when it is saved', async () => {
    await db.exec(
      asEditor(
        `insert into public.blog_posts (id, content, is_published, published_at) values ('00000000-0000-4000-8000-0000000000c4', 'Завтра', true, now() + interval '1 hour')`,
      ),
    );
    await db.exec(asEditor(`update public.blog_posts set content = 'Послезавтра' where id = '00000000-0000-4000-8000-0000000000c4'`));
    expect(await ticks(2, 30, 59)).toBe(0);
    expect(await ticks(61, 62, 90)).toBe(1);
  });

  test('a change no visitor sees calls it never: a draft edited, a draft scheduled', async () => {
    await db.exec(asEditor(`update public.blog_posts set content = 'Другой черновик' where id = '00000000-0000-4000-8000-0000000000c2'`));
    await db.exec(asEditor(`insert into public.blog_posts (content, is_published) values ('Ещё черновик', false)`));
    expect(await ticks(2, 30, 24 * 60)).toBe(0);
  });

  test('a burst of saves calls it once; a save after that build waits five minutes from it', async () => {
    for (const text of ['Один', 'Два', 'Три', 'Четыре', 'Пять']) {
      await db.exec(asEditor(`update public.blog_posts set content = '${text}' where id = '${POST}'`));
    }
    expect(await ticks(0.5, 1.5, 2.5, 3.5)).toBe(1);
    await db.exec(asEditor(`update public.blog_posts set content = 'Шесть' where id = '${POST}'`));
    expect(await ticks(4.5, 6)).toBe(1);
    expect(await ticks(7, 8, 30)).toBe(2);
  });

  test('with no hook in Vault the change waits, and goes out once the secret is set', async () => {
    await db.exec(`delete from vault.secrets`);
    try {
      await db.exec(asEditor(`update public.blog_posts set content = 'Ждёт' where id = '${POST}'`));
      expect(await ticks(2, 30)).toBe(0);
    } finally {
      await db.exec(`insert into vault.secrets values ('netlify_build_hook', '${HOOK}')`);
    }
    expect(await ticks(31, 60)).toBe(1);
  });

  test.each([
    ['anon', 'anon' as const],
    ['an editor', { sub: EDITOR }],
  ])('%s can neither read the rebuild’s state nor run the tick', async (_, caller) => {
    await expect(db.rows('select * from public.blog_rebuild', caller)).rejects.toThrow(/permission denied/);
    await expect(db.rows('select public.blog_rebuild_tick()', caller)).rejects.toThrow(/permission denied/);
  });
}

describe('on PGlite', () => {
  rebuildChecks(pgliteTarget);
});

(PG15 ? describe : describe.skip)('on PostgreSQL 15 (skipped unless BLOG_PG15_HOST names a running cluster)', () => {
  rebuildChecks(pg15Target);
});
