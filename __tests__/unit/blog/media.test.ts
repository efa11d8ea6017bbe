import { BLOG_MEDIA_URL_MAX_LENGTH, BLOG_POST_MEDIA_SCAN_LIMIT } from '../../../src/config/constants';
import { isHttpUrl, telegramEmbedUrl, toMediaItems } from '../../../src/blog/media';
import { toBlogPost } from '../../../src/blog/normalize';
import { formatPostDate } from '../../../src/blog/formatDate';

describe('which media render (untrusted data)', () => {
  test.each([
    ['https://cdn.example.org/a.jpg', true],
    ['http://127.0.0.1:54321/storage/v1/object/public/blog/a.jpg', true],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['//cdn.example.org/a.jpg', false],
    ['/a.jpg', false],
    ['ftp://example.org/a.jpg', false],
  ])('%s -> %s', (url, ok) => {
    expect(isHttpUrl(url)).toBe(ok);
  });

  test.each([
    ['https://t.me/kadr/42', 'https://t.me/kadr/42?embed=1'],
    ['https://t.me/kadr/42?single', 'https://t.me/kadr/42?embed=1&single'],
    ['https://t.me/kadr/42#comments', 'https://t.me/kadr/42?embed=1'],
    // The forms editors paste are normalised to the one the widget and the CSP expect.
    ['HTTPS://T.ME/kadr_studio/42', 'https://t.me/kadr_studio/42?embed=1'],
    ['http://t.me/kadr/42', 'https://t.me/kadr/42?embed=1'],
    ['https://telegram.me/kadr/42', 'https://t.me/kadr/42?embed=1'],
    ['Https://WWW.Telegram.Me/Kadr/42/', 'https://t.me/Kadr/42?embed=1'],
    ['https://t.me/s/kadr/42?utm_source=x', 'https://t.me/kadr/42?embed=1'],
    [' https://t.me/kadr/42 ', 'https://t.me/kadr/42?embed=1'],
    // Not a public channel's post: not embedded.
    ['https://t.me.evil.example/kadr/42', null],
    ['https://evil.example/t.me/kadr/42', null],
    ['https://t.me/@evil.example/x', null],
    ['https://t.me/kadr', null],
    ['https://t.me/kadr/42/extra', null],
    ['https://t.me/kadr/not-a-post', null],
    ['https://t.me:8443/kadr/42', null],
    ['https://user@t.me/kadr/42', null],
    ['javascript://t.me/kadr/42', null],
    ['tg://resolve?domain=kadr&post=42', null],
  ])('Telegram embed of %s', (url, embed) => {
    expect(telegramEmbedUrl(url)).toBe(embed);
  });

  test('a Telegram link in any accepted form is embedded, never shown as a broken photo', () => {
    expect(toMediaItems(['HTTPS://T.ME/kadr/1', 'http://t.me/kadr/2', 'https://telegram.me/kadr/3'], ['photo', 'photo', 'video'])).toEqual(
      [1, 2, 3].map((n) => ({ kind: 'telegram', url: `https://t.me/kadr/${n}?embed=1` })),
    );
    // Anything else on those hosts is an ordinary URL: shown as its type says, dropped without one.
    expect(toMediaItems(['https://t.me/kadr', 'https://t.me/kadr'], ['photo', 'audio'])).toEqual([
      { kind: 'photo', url: 'https://t.me/kadr' },
    ]);
  });

  test(`reads the first ${BLOG_POST_MEDIA_SCAN_LIMIT} entries at most, and no address longer than ${BLOG_MEDIA_URL_MAX_LENGTH} characters`, () => {
    const usable = (i: number) => `https://cdn.example.org/${i}.jpg`;
    const list = (at: number) => Array.from({ length: at + 1 }, (_, i) => (i === at ? usable(i) : 'not a link'));
    expect(toMediaItems(list(BLOG_POST_MEDIA_SCAN_LIMIT - 1), [])).toEqual([]);
    const types = (n: number) => Array.from({ length: n + 1 }, () => 'photo');
    expect(toMediaItems(list(BLOG_POST_MEDIA_SCAN_LIMIT - 1), types(BLOG_POST_MEDIA_SCAN_LIMIT))).toEqual([
      { kind: 'photo', url: usable(BLOG_POST_MEDIA_SCAN_LIMIT - 1) },
    ]);
    expect(toMediaItems(list(BLOG_POST_MEDIA_SCAN_LIMIT), types(BLOG_POST_MEDIA_SCAN_LIMIT))).toEqual([]);
    const long = `https://cdn.example.org/${'a'.repeat(BLOG_MEDIA_URL_MAX_LENGTH)}.jpg`;
    const atLimit = long.slice(0, BLOG_MEDIA_URL_MAX_LENGTH);
    expect(toMediaItems([long, atLimit], ['photo', 'photo'])).toEqual([{ kind: 'photo', url: atLimit }]);
  });

  test('pairs URLs with their types, embeds Telegram links whatever their type, drops the rest', () => {
    expect(
      toMediaItems(
        ['https://a.example/1.jpg', 'https://a.example/2.mp4', 'https://t.me/kadr/1', 'javascript:x', 'https://a.example/5.jpg', 7],
        ['photo', 'video', 'photo', 'photo', 'audio', 'photo'],
      ),
    ).toEqual([
      { kind: 'photo', url: 'https://a.example/1.jpg' },
      { kind: 'video', url: 'https://a.example/2.mp4' },
      { kind: 'telegram', url: 'https://t.me/kadr/1?embed=1' },
    ]);
  });

  test.each([
    [null, null],
    [['https://a.example/1.jpg'], null],
    [['https://a.example/1.jpg', 'https://a.example/2.jpg'], ['photo']],
    ['https://a.example/1.jpg', ['photo']],
  ])('missing or mismatched lists never throw (%p, %p)', (urls, types) => {
    expect(() => toMediaItems(urls, types)).not.toThrow();
    expect(toMediaItems(urls, types).length).toBeLessThanOrEqual(1);
  });

  test('a row without a string id is dropped; other fields fall back', () => {
    expect(toBlogPost({ content: 'x' })).toBeNull();
    expect(toBlogPost(null)).toBeNull();
    expect(toBlogPost({ id: 'a', content: 5, published_at: 7 })).toEqual({ id: 'a', content: '', media: [], publishedAt: null });
  });
});

describe('post dates (product §9)', () => {
  test('long month, numeric day and year in ru-RU and en-US, on the studio calendar', () => {
    expect(formatPostDate('2026-01-15T09:00:00+00:00', 'ru')).toBe('15 января 2026 г.');
    expect(formatPostDate('2026-01-15T09:00:00+00:00', 'en')).toBe('January 15, 2026');
    // 22:30 UTC on 31 December is already New Year's Day in Moscow.
    expect(formatPostDate('2025-12-31T22:30:00Z', 'en')).toBe('January 1, 2026');
  });

  test('an unreadable date gives nothing', () => {
    expect(formatPostDate('soon', 'ru')).toBeNull();
    expect(formatPostDate(null, 'en')).toBeNull();
  });
});
