/** @jest-environment node */
/**
 * The posts' addresses in the database (supabase/migrations/*_blog_post_slug.sql): the slug column is unique, made by
 * the trigger for a post inserted without one (the same slug as src/blog/postSlug.ts makes, on a table of
 * Russian and Latin texts and on random ones), fixed once the post has first been published, and read by anon through
 * the view only. Run on PGlite always, and on PostgreSQL 15 when a cluster is available.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SUPABASE_DIR } from '../../../scripts/lib/blogDatabase';
import { SUPABASE_PLATFORM_SQL } from '../../../scripts/lib/supabasePlatform';
import { postSlug } from '../../../src/blog/postSlug';
import { PG15, pg15Target, pgliteTarget, type SqlTarget } from './support/sqlTargets';

jest.setTimeout(120_000);

const EDITOR = { sub: '10000000-0000-4000-8000-0000000000e1' };
const DRAFT = '00000000-0000-4000-8000-0000000000d1';
const PUBLISHED = '00000000-0000-4000-8000-000000000002';

const TEXTS = [
  'На этой неделе студия KADR закончила…',
  'Щука, ЮЖНЫЙ ЦЕХ, подъезд, ХОЛМ, ЁЛКА, эхо, шорох, чай, мягкий знак',
  'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
  'Shooting day 12: three cameras, one take!',
  'New Year, new faces — it’s 2026 (and 600+ reels)',
  'Café «Ёлка 2.0» № 5, Straße, Œuvre, ÀÉÎÕÜÇÑ àéîõüçñ øå æ ÿ',
  'Telegram-канал   и\tтабы\r\nвторая строка',
  '\n  \n🎬🎬🎬\n— Премьера! —\nв пятницу',
  '🎬🎥✨',
  '!!! … ???',
  '',
  'Рассказываем о подготовке к съёмкам большого документального фильма о Саратове',
  'а'.repeat(100),
  'Finale — «Робинзон» / KADR & partners @ 100%',
];

/** Random texts over the letters both sides must agree on, with spaces, punctuation, digits, line breaks and emoji. */
function randomTexts(count: number): string[] {
  const pieces = [
    ...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ',
    ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
    ...'àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿßœÀÉÎÕÜÇÑŒ№',
    ...'     \n\t.,!?-—–«»"\'’:;()/&%',
    '🎬',
    '✨',
  ];
  let seed = 43;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 90) }, () => pieces[Math.floor(next() * pieces.length)]).join(''),
  );
}

const sqlLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

function slugChecks(open: () => Promise<SqlTarget>) {
  let db: SqlTarget;
  beforeAll(async () => {
    db = await open();
    await db.exec(
      `insert into auth.users (id) values ('${EDITOR.sub}'); insert into public.blog_editors (user_id) values ('${EDITOR.sub}');`,
    );
  });
  afterAll(async () => {
    await db.close();
  });

  const databaseSlugs = (texts: string[]) =>
    db.rows<{ slug: string }>(
      `select public.blog_post_slug_cut(public.blog_post_slug_base(t), 60) as slug
       from json_array_elements_text(${sqlLiteral(JSON.stringify(texts))}::json) with ordinality as x(t, n) order by n`,
    );

  test('the database makes the same slug as postSlug from Russian and Latin texts', async () => {
    const rows = await databaseSlugs(TEXTS);
    expect(rows.map((r) => r.slug)).toEqual(TEXTS.map((t) => postSlug(t)));
  });

  test('…and from 300 random ones', async () => {
    const texts = randomTexts(300);
    const rows = await databaseSlugs(texts);
    expect(rows.map((r) => r.slug)).toEqual(texts.map((t) => postSlug(t)));
  });

  const insertedSlug = async (content: string, slug = 'null') => {
    await db.exec(`insert into public.blog_posts (content, slug) values (${sqlLiteral(content)}, ${slug})`);
    const rows = await db.rows<{ slug: string }>(
      `select slug from public.blog_posts where content = ${sqlLiteral(content)} order by created_at desc, slug desc limit 1`,
    );
    return rows[0]!.slug;
  };

  test('an insert without a slug gets postSlug’s, with the first free suffix when it is taken', async () => {
    const text = 'Свет, камера, мотор. Снова.';
    const first = await insertedSlug(text);
    expect(first).toBe(postSlug(text));
    const again = await insertedSlug(text, "''");
    expect(again).toBe(postSlug(text, new Set([first])));
    expect(again).toBe(`${first}-2`);
    // The seed already has svet-kamera-motor: an insert of its text is told apart from it.
    expect(await insertedSlug('Свет, камера, мотор.')).toBe('svet-kamera-motor-2');
  });

  test('an editor’s insert without a slug gets one too', async () => {
    await expect(db.exec("insert into public.blog_posts (content) values ('От редактора')", EDITOR)).resolves.toBeUndefined();
  });

  test('slugs are unique', async () => {
    await expect(db.exec("insert into public.blog_posts (content, slug) values ('x', 'svet-kamera-motor')")).rejects.toThrow(
      /duplicate key value violates unique constraint "blog_posts_slug_key"/,
    );
  });

  test.each([['Svet-kamera'], ['svet--kamera'], ['-svet'], ['svet kamera'], ['svet/kamera'], ['свет'], ['a'.repeat(101)]])(
    'a slug that is not an address (%s) is refused',
    async (slug) => {
      await expect(db.exec(`insert into public.blog_posts (content, slug) values ('x', ${sqlLiteral(slug)})`)).rejects.toThrow(
        /blog_posts_slug_format/,
      );
    },
  );

  test('a draft’s slug may change, and an emptied one is made again from its text', async () => {
    await db.exec(`update public.blog_posts set slug = 'anons-proekta' where id = '${DRAFT}'`);
    expect((await db.rows(`select slug from public.blog_posts where id = '${DRAFT}'`))[0]).toEqual({ slug: 'anons-proekta' });
    await db.exec(`update public.blog_posts set slug = null where id = '${DRAFT}'`);
    expect((await db.rows(`select slug from public.blog_posts where id = '${DRAFT}'`))[0]).toEqual({
      slug: 'chernovik-anons-eshchyo-ne-obyavlennogo-proekta',
    });
  });

  test('a scheduled post’s slug may change until its time comes', async () => {
    await db.exec(
      "insert into public.blog_posts (content, is_published, published_at, slug) values ('Скоро', true, now() + interval '1 day', 'skoro')",
    );
    await expect(db.exec("update public.blog_posts set slug = 'skoro-premera' where slug = 'skoro'", EDITOR)).resolves.toBeUndefined();
  });

  test('a published post’s slug is refused with a clear error, by anyone, and survives an edit of its text', async () => {
    const refused = /blog post .* has been published at the address \/blog\/svet-kamera-motor, which cannot change/;
    await expect(db.exec(`update public.blog_posts set slug = 'novyi-adres' where id = '${PUBLISHED}'`)).rejects.toThrow(refused);
    await expect(db.exec(`update public.blog_posts set slug = 'novyi-adres' where id = '${PUBLISHED}'`, EDITOR)).rejects.toThrow(refused);
    await expect(db.exec(`update public.blog_posts set slug = null where id = '${PUBLISHED}'`, EDITOR)).rejects.toThrow(refused);
    await db.exec(`update public.blog_posts set content = 'Совсем другой текст' where id = '${PUBLISHED}'`);
    expect((await db.rows(`select slug from public.blog_posts where id = '${PUBLISHED}'`))[0]).toEqual({ slug: 'svet-kamera-motor' });
  });

  test('the slug stays fixed after the post is unpublished, whatever a client sends as first_published_at', async () => {
    const id = '00000000-0000-4000-8000-000000000003';
    await db.exec(`update public.blog_posts set is_published = false, first_published_at = null where id = '${id}'`);
    expect(
      (await db.rows<{ fixed: boolean }>(`select first_published_at is not null as fixed from public.blog_posts where id = '${id}'`))[0],
    ).toEqual({
      fixed: true,
    });
    await expect(db.exec(`update public.blog_posts set slug = 'drugoi' where id = '${id}'`)).rejects.toThrow(/cannot change/);
  });

  test('a post published now is fixed from that moment', async () => {
    await db.exec("insert into public.blog_posts (content, slug) values ('Сейчас выйдет', 'seichas-vyidet')");
    await db.exec("update public.blog_posts set is_published = true, published_at = null where slug = 'seichas-vyidet'");
    await expect(db.exec("update public.blog_posts set slug = 'uzhe-vyshel' where slug = 'seichas-vyidet'")).rejects.toThrow(
      /cannot change/,
    );
  });

  test('anon reads each published post’s slug through the view, and nothing of the table beyond it', async () => {
    const rows = await db.rows<{ slug: string }>(
      "select slug from public.blog_posts_public where slug = 'finalnaya-smena-robinzona-zakryta'",
      'anon',
    );
    expect(rows).toHaveLength(1);
    expect(
      await db.rows("select slug from public.blog_posts_public where slug = 'chernovik-anons-eshchyo-ne-obyavlennogo-proekta'", 'anon'),
    ).toEqual([]);
    await expect(db.exec('select first_published_at from public.blog_posts', 'anon')).rejects.toThrow(/permission denied/);
    await expect(db.exec("select public.blog_post_free_slug('x', null)", 'anon')).rejects.toThrow(/permission denied/);
    await expect(db.exec("select public.blog_post_free_slug('x', null)", EDITOR)).rejects.toThrow(/permission denied/);
  });
}

describe('on PGlite', () => {
  slugChecks(pgliteTarget);

  test('the migration gives existing posts their slugs, oldest first, and leaves updated_at as it was', async () => {
    const names = readdirSync(path.join(SUPABASE_DIR, 'migrations'))
      .filter((n) => n.endsWith('.sql'))
      .sort();
    const mine = names.findIndex((n) => n.endsWith('_blog_post_slug.sql'));
    const sql = (n: string) => readFileSync(path.join(SUPABASE_DIR, 'migrations', n), 'utf8');
    const db = await PGlite.create();
    try {
      await db.exec(SUPABASE_PLATFORM_SQL);
      for (const name of names.slice(0, mine)) await db.exec(sql(name));
      await db.exec(`
        insert into public.blog_posts (id, content, published_at, is_published, updated_at) values
          ('00000000-0000-4000-8000-000000000002', 'Свет, камера, мотор.', '2026-01-02', true, '2026-02-01'),
          ('00000000-0000-4000-8000-000000000001', 'Свет, камера, мотор!', '2026-01-01', true, '2026-02-01'),
          ('00000000-0000-4000-8000-000000000003', '🎬', '2026-01-03', false, '2026-02-01');`);
      for (const name of names.slice(mine)) await db.exec(sql(name));
      const { rows } = await db.query<{ slug: string; unchanged: boolean; fixed: boolean }>(
        "select slug, updated_at = '2026-02-01' as unchanged, first_published_at is not null as fixed from public.blog_posts order by id",
      );
      expect(rows).toEqual([
        { slug: 'svet-kamera-motor', unchanged: true, fixed: true },
        { slug: 'svet-kamera-motor-2', unchanged: true, fixed: true },
        { slug: 'post', unchanged: true, fixed: false },
      ]);
    } finally {
      await db.close();
    }
  });
});

if (!PG15) {
  console.warn('PostgreSQL 15 slug tests SKIPPED: no cluster (BLOG_PG15_HOST is not set; .ci/run starts one).');
}
(PG15 ? describe : describe.skip)('on PostgreSQL 15 (skipped unless BLOG_PG15_HOST names a running cluster)', () => {
  slugChecks(pg15Target);
});
