/** @jest-environment node */
/**
 * The table's rules for a post's media beyond product.md's two arrays: only https addresses in media_urls (and, on a local
 * backend alone, that backend's own Storage addresses), and per medium a description for people who cannot see it
 * (media_alts) and what a card keeps of a cropped photo (media_positions), both optional, both read by anon through
 * the view. Run on PGlite always, and on PostgreSQL 15 when a cluster is available.
 */
import { PG15, pg15Target, pgliteTarget, type SqlTarget } from './support/sqlTargets';

jest.setTimeout(60_000);

const LOCAL_PHOTO = 'http://127.0.0.1:54321/storage/v1/object/public/blog-media/2026/11/a.jpg';
const insert = (urls: string, extra = '', values = '') =>
  `insert into public.blog_posts (content, media_urls, media_types${extra}) values ('x', ${urls}, ` +
  `array_fill('photo'::text, array[cardinality(${urls})])${values})`;

function mediaChecks(open: () => Promise<SqlTarget>) {
  let db: SqlTarget;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  test.each([
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:image/png;base64,AAAA'],
    ['plain http', 'http://example.org/a.jpg'],
    ['a relative address', '/a.jpg'],
    ['an empty address', ''],
    ['https without a host', 'https:///a.jpg'],
    ['http on 127.0.0.1 outside Storage', 'http://127.0.0.1:54321/rest/v1/blog_posts'],
    ['http on a host that only starts like 127.0.0.1', 'http://127.0.0.1.example.org:80/storage/v1/object/public/a.jpg'],
  ])('media_urls refuses %s', async (_case, url) => {
    await expect(db.exec(insert(`array['https://example.org/ok.jpg', '${url}']`))).rejects.toThrow(/blog_posts_media_urls_https/);
  });

  test('media_urls refuses a null address', async () => {
    await expect(db.exec(insert(`array['https://example.org/ok.jpg', null]`))).rejects.toThrow(/blog_posts_media_urls_https/);
  });

  test('media_urls takes https addresses and a Telegram post link; on this local backend, its own Storage address', async () => {
    await db.exec(insert(`array['https://example.org/a.jpg', 'https://t.me/kadr/42', '${LOCAL_PHOTO}']`));
  });

  test('without the local backend’s setting (a hosted project), its plain-http Storage address is refused too', async () => {
    await expect(
      db.exec(`do $$ begin
        perform set_config('kadr.local_backend', 'off', true);
        ${insert(`array['${LOCAL_PHOTO}']`)};
      end $$;`),
    ).rejects.toThrow(/blog_posts_media_urls_https/);
  });

  test('a post inserted without descriptions or framing gets none, and the view shows the two lists to anon', async () => {
    await db.exec(
      `${insert(`array['https://example.org/import.jpg']`, ', is_published, id', ", true, '00000000-0000-4000-8000-0000000000f1'")}`,
    );
    const [row] = await db.rows<{ media_alts: string[]; media_positions: string[] }>(
      "select media_alts, media_positions from public.blog_posts_public where id = '00000000-0000-4000-8000-0000000000f1'",
      'anon',
    );
    expect(row).toEqual({ media_alts: [], media_positions: [] });
  });

  test('descriptions and framing, one per medium, are stored and read back through the view', async () => {
    await db.exec(
      insert(
        `array['https://example.org/a.jpg', 'https://example.org/b.jpg']`,
        ', media_alts, media_positions, is_published, id',
        ", array['Режиссёр у монитора', ''], array['top', 'center'], true, '00000000-0000-4000-8000-0000000000f2'",
      ),
    );
    const [row] = await db.rows(
      "select media_alts, media_positions from public.blog_posts_public where id = '00000000-0000-4000-8000-0000000000f2'",
      'anon',
    );
    expect(row).toEqual({ media_alts: ['Режиссёр у монитора', ''], media_positions: ['top', 'center'] });
  });

  test.each([
    ['more descriptions than media', "array['a', 'b']", "array['center']", /blog_posts_media_alts_parallel/],
    ['a null description', 'array[null]::text[]', "array['center']", /blog_posts_media_alts_length/],
    ['a description over 300 characters', "array[repeat('я', 301)]", "array['center']", /blog_posts_media_alts_length/],
    ['fewer positions than media', "array['a']", "array[]::text[]||array['top','top']", /blog_posts_media_positions_parallel/],
    ['an unknown position', "array['a']", "array['middle']", /blog_posts_media_positions_known/],
  ])('the table refuses %s', async (_case, alts, positions, constraint) => {
    await expect(
      db.exec(insert(`array['https://example.org/a.jpg']`, ', media_alts, media_positions', `, ${alts}, ${positions}`)),
    ).rejects.toThrow(constraint);
  });

  test('a description of exactly 300 characters is taken', async () => {
    await db.exec(insert(`array['https://example.org/a.jpg']`, ', media_alts', ", array[repeat('я', 300)]"));
  });
}

describe('on PGlite', () => {
  mediaChecks(pgliteTarget);
});

(PG15 ? describe : describe.skip)('on PostgreSQL 15 (skipped unless BLOG_PG15_HOST names a running cluster)', () => {
  mediaChecks(pg15Target);
});
