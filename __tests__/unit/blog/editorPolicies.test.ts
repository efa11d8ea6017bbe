/** @jest-environment node */
/**
 * Who may do what with the blog once editors exist (supabase/migrations/*_blog_editors.sql): anon, a signed-in user who
 * is not an editor, and an editor each try every read and write on blog_posts, the public view, the other tables and
 * the media bucket's objects; only what the migration allows succeeds. Run on PGlite always, and on PostgreSQL 15
 * (what Supabase projects run) when a cluster is available. The bucket's own refusals (type, size) are Storage's, from
 * the bucket's settings checked here; the embedded backend's Storage applies them (localAuthStorage.test.ts).
 */
import { type Caller, PG15, pg15Target, pgliteTarget, type SqlTarget } from './support/sqlTargets';

jest.setTimeout(120_000);

const EDITOR = { sub: '10000000-0000-4000-8000-0000000000e1' };
const READER = { sub: '10000000-0000-4000-8000-0000000000e2' };
const POST = '00000000-0000-4000-8000-000000000001';
const CALLERS: Array<[string, Caller]> = [
  ['anon', 'anon'],
  ['a signed-in non-editor', READER],
  ['an editor', EDITOR],
];

/** Runs `statement` and fails unless it changed at least one row: a write RLS filters to nothing counts as refused. */
const wrote = (statement: string) =>
  `do $$ declare n int; begin ${statement}; get diagnostics n = row_count; if n = 0 then raise exception 'wrote nothing'; end if; end $$`;

const WRITES: Array<[string, string]> = [
  ['insert a post', wrote("insert into public.blog_posts (content, is_published) values ('x', true)")],
  ['change a post', wrote(`update public.blog_posts set content = 'x' where id = '${POST}'`)],
  ['delete a post', wrote(`delete from public.blog_posts where id = '${POST}'`)],
  ['upload to blog-media', wrote("insert into storage.objects (bucket_id, name) values ('blog-media', 'new.jpg')")],
  ['replace in blog-media', wrote("update storage.objects set metadata = '{}' where bucket_id = 'blog-media' and name = 'seed.jpg'")],
  ['delete from blog-media', wrote("delete from storage.objects where bucket_id = 'blog-media' and name = 'seed.jpg'")],
];

/** What only an editor may do; everything else in WRITES and the other tables is refused to all. */
const EDITOR_ONLY = new Set(WRITES.map(([name]) => name));

function policyChecks(open: () => Promise<SqlTarget>) {
  let db: SqlTarget;
  beforeAll(async () => {
    db = await open();
    await db.exec(`
      insert into auth.users (id, email) values ('${EDITOR.sub}', 'editor@example.org'), ('${READER.sub}', 'reader@example.org');
      insert into public.blog_editors (user_id) values ('${EDITOR.sub}');
      insert into storage.buckets (id, name, public) values ('other', 'other', false);
      insert into storage.objects (bucket_id, name) values ('blog-media', 'seed.jpg'), ('other', 'secret.txt');
      insert into public.blog_posts (id, content, is_published, published_at)
        values ('00000000-0000-4000-8000-0000000000f1', 'Завтра', true, now() + interval '1 hour');
    `);
  });
  afterAll(async () => {
    await db.close();
  });

  const count = async (query: string, caller: Caller) =>
    (await db.rows<{ n: number }>(`select count(*)::int as n from (${query}) q`, caller))[0]!.n;

  test('reads of blog_posts: anon the 13 published and due, a non-editor nothing, an editor all 16', async () => {
    expect(await count('select id from public.blog_posts', 'anon')).toBe(13);
    expect(await count('select id from public.blog_posts', READER)).toBe(0);
    expect(await count('select * from public.blog_posts', EDITOR)).toBe(16);
  });

  test('the view: anon sees the 13 due posts, never the scheduled one; signed-in users are not given it', async () => {
    const ids = await db.rows<{ id: string }>('select id from public.blog_posts_public', 'anon');
    expect(ids).toHaveLength(13);
    expect(ids.map((r) => r.id)).not.toContain('00000000-0000-4000-8000-0000000000f1');
    for (const caller of [READER, EDITOR]) {
      await expect(db.exec('select * from public.blog_posts_public', caller)).rejects.toThrow(/permission denied/);
    }
  });

  describe.each(CALLERS)('%s', (who, caller) => {
    test.each(WRITES)(`may ${who === 'an editor' ? '' : 'not '}%s`, async (name, statement) => {
      if (who === 'an editor' && EDITOR_ONLY.has(name)) await expect(db.exec(statement, caller)).resolves.toBeUndefined();
      else await expect(db.exec(statement, caller)).rejects.toThrow(/permission denied|row-level security|wrote nothing/);
    });

    test.each([
      ['the editors list', 'select * from public.blog_editors'],
      ['the users', 'select * from auth.users'],
    ])('reads nothing of %s', async (_, query) => {
      await expect(db.rows(query, caller)).rejects.toThrow(/permission denied/);
    });

    test.each([
      ['add an editor', `insert into public.blog_editors (user_id) values ('${READER.sub}')`],
      ['write to another bucket', wrote("insert into storage.objects (bucket_id, name) values ('other', 'x.jpg')")],
      ['delete from another bucket', wrote("delete from storage.objects where bucket_id = 'other'")],
      ['change a bucket’s settings', wrote("update storage.buckets set allowed_mime_types = null where id = 'blog-media'")],
      ['stamp an older version over a post', wrote(`update public.blog_posts set updated_at = '2000-01-01' where id = '${POST}'`)],
    ])('may not %s', async (_, statement) => {
      await expect(db.exec(statement, caller)).rejects.toThrow(
        /permission denied|row-level security|wrote nothing|changed by someone else/,
      );
    });

    test('sees of the bucket’s objects only what an editor may', async () => {
      expect(await count('select name from storage.objects', caller)).toBe(who === 'an editor' ? 1 : 0);
    });
  });

  test('an editor’s post out of the feed’s caps is refused by the table', async () => {
    await expect(db.exec(`insert into public.blog_posts (content) values (repeat('я', 10001))`, EDITOR)).rejects.toThrow(
      /blog_posts_content_length/,
    );
    await expect(
      db.exec(
        `insert into public.blog_posts (media_urls, media_types) values (array_fill('https://example.org/a.jpg'::text, array[11]), array_fill('photo'::text, array[11]))`,
        EDITOR,
      ),
    ).rejects.toThrow(/blog_posts_media_count/);
  });

  test('a post published now without a moment is stamped with the database’s clock, on insert and on update', async () => {
    // now() is the transaction's start, the same for the trigger and for this check.
    const id = '00000000-0000-4000-8000-0000000000f2';
    const statement = `do $$ declare t timestamptz; begin
      insert into public.blog_posts (id, content, is_published, published_at) values ('${id}', 'Сейчас', true, null)
        returning published_at into t;
      if t is distinct from now() then raise exception 'insert stamped %', t; end if;
      update public.blog_posts set is_published = false, published_at = '2000-01-01' where id = '${id}';
      update public.blog_posts set is_published = true, published_at = null where id = '${id}' returning published_at into t;
      if t is distinct from now() then raise exception 'update stamped %', t; end if;
    end $$`;
    await expect(db.exec(statement, EDITOR)).resolves.toBeUndefined();
  });

  test('the bucket is public and takes photos and videos only (never svg or html), each under 50 MiB', async () => {
    const [bucket] = await db.rows<{ public: boolean; file_size_limit: number; allowed_mime_types: string[] }>(
      "select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'blog-media'",
    );
    expect(bucket).toEqual({
      public: true,
      file_size_limit: 52428800,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'video/mp4', 'video/webm'],
    });
  });
}

describe('on PGlite', () => {
  policyChecks(pgliteTarget);
});

(PG15 ? describe : describe.skip)('on PostgreSQL 15 (skipped unless BLOG_PG15_HOST names a running cluster)', () => {
  policyChecks(pg15Target);
});
