/** @jest-environment node */
/**
 * How the feed writes a photo (src/blog/photoSources.ts): through Netlify Image CDN at the widths its card draws
 * it when it is in the project's own Storage or the seed's media, as it is from anywhere else; and the allow-list the
 * build hands Netlify (src/config/imageCdn.ts) lets through exactly the photos the feed sends.
 */
import { LOCAL_SUPABASE_URL } from '../../../src/config/localSupabase';
import { remoteImagePatterns } from '../../../src/config/imageCdn';
import { PHOTO_SIZES, PHOTO_WIDTHS, photoLayout, photoSources } from '../../../src/blog/photoSources';

const PROJECT = 'https://abcdefghijklmnopqrst.supabase.co';
const bucket = (name: string, path: string, origin = PROJECT) => `${origin}/storage/v1/object/public/${name}/${path}`;

/** Each srcset candidate as its address's parameters and its width descriptor. */
function candidates(srcSet: string) {
  return srcSet.split(', ').map((candidate) => {
    const [address = '', descriptor = ''] = candidate.split(' ');
    const url = new URL(address, 'https://site.example');
    return { path: url.pathname, params: Object.fromEntries(url.searchParams), descriptor };
  });
}

/** Whether Netlify, given the build's allow-list, would transform `url` (it tests each pattern on the parsed address). */
const netlifyAllows = (url: string, backend: string) => remoteImagePatterns(backend).some((p) => new RegExp(p).test(new URL(url).href));

// [photo, backend, transformed]
const CASES: Array<[string, string, string, boolean]> = [
  ['the project’s bucket', bucket('blog-media', '2026/03/set.jpg'), PROJECT, true],
  ['the project’s bucket, with a query string', bucket('blog-media', 'set.jpg?t=1'), PROJECT, true],
  ['the project’s bucket, host in capitals', bucket('blog-media', 'set.jpg', 'HTTPS://ABCDEFGHIJKLMNOPQRST.SUPABASE.CO'), PROJECT, true],
  ['the seed’s media on the embedded backend', bucket('blog', 'location.jpg', LOCAL_SUPABASE_URL), LOCAL_SUPABASE_URL, true],
  ['the embedded backend’s own bucket', bucket('blog-media', 'x.jpg', LOCAL_SUPABASE_URL), LOCAL_SUPABASE_URL, true],
  ['a bucket named like the seed’s on the real project', bucket('blog', 'location.jpg'), PROJECT, false],
  ['another bucket of the project', bucket('private-stuff', 'x.jpg'), PROJECT, false],
  ['out of the bucket by ..', bucket('blog-media', '../other/x.jpg'), PROJECT, false],
  ['out of the bucket by an escaped ..', bucket('blog-media', '%2e%2e/other/x.jpg'), PROJECT, false],
  ['the bucket itself, no object', bucket('blog-media', ''), PROJECT, false],
  ['another Supabase project’s bucket', bucket('blog-media', 'x.jpg', 'https://zzzzzzzzzzzzzzzzzzzz.supabase.co'), PROJECT, false],
  ['a look-alike host', bucket('blog-media', 'x.jpg', 'https://abcdefghijklmnopqrst.supabase.co.evil.example'), PROJECT, false],
  ['the project as a user name', bucket('blog-media', 'x.jpg', `${PROJECT}@evil.example`), PROJECT, false],
  ['the project on another port', bucket('blog-media', 'x.jpg', `${PROJECT}:8443`), PROJECT, false],
  ['the project over plain http', bucket('blog-media', 'x.jpg', PROJECT.replace('https', 'http')), PROJECT, false],
  ['the project’s address in another address’s query', `https://evil.example/x.jpg?from=${bucket('blog-media', 'x.jpg')}`, PROJECT, false],
  ['the studio’s own CDN', 'https://cdn.kadr.example/photos/set.jpg', PROJECT, false],
];

describe('which photos go through the image CDN', () => {
  test.each(CASES)('%s: %s', (_case, url, backend, transformed) => {
    const { src, srcSet, sizes } = photoSources(url, 'full', backend);
    if (transformed) {
      expect(src).toMatch(/^\/\.netlify\/images\?/);
      expect(srcSet).toBeDefined();
      expect(sizes).toBe(PHOTO_SIZES.full);
    } else {
      // Shown as it is: its own address, no candidates.
      expect({ src, srcSet, sizes }).toEqual({ src: url, srcSet: undefined, sizes: undefined });
    }
  });

  test.each(CASES)('netlify.toml’s and the build’s allow-list agree with the feed: %s', (_case, url, backend, transformed) => {
    expect(netlifyAllows(url, backend)).toBe(transformed);
  });

  test('the allow-list is the project’s bucket alone, and the seed’s media only on the embedded backend', () => {
    expect(remoteImagePatterns(PROJECT)).toEqual(['^https://abcdefghijklmnopqrst\\.supabase\\.co/storage/v1/object/public/blog-media/.+']);
    expect(remoteImagePatterns(LOCAL_SUPABASE_URL)).toEqual([
      '^http://127\\.0\\.0\\.1:54321/storage/v1/object/public/blog-media/.+',
      '^http://127\\.0\\.0\\.1:54321/storage/v1/object/public/blog/.+',
    ]);
  });
});

describe('the candidates', () => {
  const photo = bucket('blog-media', 'set.jpg');

  test.each([
    ['full', 16 / 9],
    ['half', 3 / 2],
  ] as const)(
    '%s: every width from a phone’s column at 1x to the widest frame at 3x, cropped to the frame, format left to the browser',
    (layout, ratio) => {
      const list = candidates(photoSources(photo, layout, PROJECT).srcSet ?? '');
      expect(list.map(({ descriptor }) => descriptor)).toEqual(PHOTO_WIDTHS.map((w) => `${w}w`));
      for (const { path, params, descriptor } of list) {
        expect(path).toBe('/.netlify/images');
        expect(params.url).toBe(photo);
        expect(`${params.w}w`).toBe(descriptor);
        expect(Math.abs(Number(params.w) / Number(params.h) - ratio)).toBeLessThan(0.02);
        expect(params.fit).toBe('cover');
        // No `fm`: Netlify answers AVIF or WebP, whichever the browser's Accept header takes.
        expect(params).not.toHaveProperty('fm');
      }
      // Small enough for a column on a 320 px phone at 1x (about 115 px), large enough for the widest frame at 3x.
      expect(PHOTO_WIDTHS[0]).toBeLessThanOrEqual(160);
      expect(PHOTO_WIDTHS.at(-1)).toBeGreaterThanOrEqual(3 * 760);
      // Steps close enough that the candidate just above what a screen needs is never more than 1.5 times it.
      for (let i = 1; i < PHOTO_WIDTHS.length; i += 1) expect(PHOTO_WIDTHS[i]! / PHOTO_WIDTHS[i - 1]!).toBeLessThanOrEqual(1.5);
    },
  );

  test.each([
    ['spaces and quotes', 'blog-media/a b \'c".jpg', "blog-media/a%20b%20'c%22.jpg"],
    ['commas, which separate srcset candidates', 'blog-media/a,b, c.jpg', 'blog-media/a,b,%20c.jpg'],
    ['ampersands and a fragment', 'blog-media/a&w=1.jpg#x', 'blog-media/a&w=1.jpg#x'],
    ['Cyrillic', 'blog-media/съёмка.jpg', 'blog-media/%D1%81%D1%8A%D1%91%D0%BC%D0%BA%D0%B0.jpg'],
  ])('an odd address (%s) stays one candidate per width, naming the photo exactly', (_case, path, parsed) => {
    const url = `${PROJECT}/storage/v1/object/public/${path}`;
    const { src, srcSet = '' } = photoSources(url, 'half', PROJECT);
    const list = candidates(srcSet);
    expect(list).toHaveLength(PHOTO_WIDTHS.length);
    for (const { params } of list) {
      expect(params.url).toBe(`${PROJECT}/storage/v1/object/public/${parsed}`);
      expect(Object.keys(params).sort()).toEqual(['fit', 'h', 'url', 'w']);
    }
    expect(src).not.toMatch(/[\s,"]/);
  });
});

describe('sizes: the width each layout draws a photo at', () => {
  test('a lone photo, or the first of three, across the card', () => {
    expect(PHOTO_SIZES.full).toBe(
      '(min-width: 1200px) 625px, (min-width: 900px) calc(63.34vw - 135px), (min-width: 600px) calc(95vw - 98px), calc(95vw - 66px)',
    );
  });

  test('a photo in one of two columns', () => {
    expect(PHOTO_SIZES.half).toBe(
      '(min-width: 1200px) 309px, (min-width: 900px) calc(31.67vw - 71px), (min-width: 600px) calc(47.5vw - 53px), calc(47.5vw - 37px)',
    );
  });

  test.each([
    [1, ['full']],
    [2, ['half', 'half']],
    [3, ['full', 'half', 'half']],
    [4, ['half', 'half', 'half', 'half']],
  ])('%i items: %j (product §2)', (count, layouts) => {
    expect(Array.from({ length: count }, (_, i) => photoLayout(count, i))).toEqual(layouts);
  });
});
