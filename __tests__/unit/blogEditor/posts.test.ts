/** The editor's record and the table's row: statuses, and when publishing moves a post's moment. */
import { fromRow, statusOf, titleOf, toRow } from '../../../src/blogEditor/posts';

const NOW = Date.parse('2026-03-01T09:00:00Z');
const row = (over: Partial<Parameters<typeof fromRow>[0]> = {}) => ({
  id: 'a',
  content: 'Текст',
  media_urls: ['https://example.org/a.jpg', 'https://example.org/b.webm'],
  media_types: ['photo', 'video'],
  published_at: '2026-02-01T09:00:00Z',
  is_published: true,
  created_at: '2026-02-01T09:00:00Z',
  updated_at: '2026-02-01T09:00:00Z',
  slug: 'tekst',
  first_published_at: null as string | null,
  ...over,
});

test.each([
  [false, '2026-02-01T09:00:00Z', 'draft'],
  [true, '2026-02-01T09:00:00Z', 'published'],
  [true, '2026-03-01T10:00:00Z', 'scheduled'],
])('is_published %s at %s is %s', (isPublished, at, status) => {
  expect(statusOf({ is_published: isPublished, published_at: at }, NOW)).toBe(status);
});

test('media come as items carrying their own type', () => {
  expect(fromRow(row(), NOW).media).toEqual([
    { url: 'https://example.org/a.jpg', type: 'photo' },
    { url: 'https://example.org/b.webm', type: 'video' },
  ]);
});

test('saving a published post keeps its moment; publishing a draft leaves the moment to the database; a schedule is Moscow time', () => {
  const published = fromRow(row(), NOW);
  expect(toRow({ ...published, content: 'Новое' }, published)).toMatchObject({
    published_at: '2026-02-01T09:00:00Z',
    is_published: true,
  });
  const draft = fromRow(row({ is_published: false }), NOW);
  expect(toRow({ ...draft, status: 'published' }, draft)).toMatchObject({ published_at: null, is_published: true });
  expect(toRow({ ...draft, status: 'published' }, undefined)).toMatchObject({ published_at: null, is_published: true });
  expect(toRow({ ...draft, status: 'scheduled', scheduledAt: '2026-03-02T12:00' }, draft)).toMatchObject({
    published_at: '2026-03-02T09:00:00.000Z',
    is_published: true,
  });
  const unpublished = toRow({ ...published, status: 'draft' }, published);
  expect(unpublished).toEqual({
    content: 'Текст',
    media_urls: published.media.map((m) => m.url),
    media_types: ['photo', 'video'],
    media_alts: ['', ''],
    media_positions: ['center', 'center'],
    is_published: false,
  });
});

test('a medium’s description and a photo’s framing go to the parallel lists and come back; a post without them has none', () => {
  const stored = fromRow(row({ media_alts: ['Площадка ночью', 'Проход камеры'], media_positions: ['top', 'center'] }), NOW);
  expect(stored.media).toEqual([
    { url: 'https://example.org/a.jpg', type: 'photo', alt: 'Площадка ночью', position: 'top' },
    { url: 'https://example.org/b.webm', type: 'video', alt: 'Проход камеры' },
  ]);
  expect(toRow({ ...stored, media: [{ ...stored.media[0]!, alt: '  Площадка  ' }, stored.media[1]!] }, stored)).toMatchObject({
    media_alts: ['Площадка', 'Проход камеры'],
    media_positions: ['top', 'center'],
  });
  expect(fromRow(row({ media_alts: [], media_positions: [] }), NOW).media).toEqual(fromRow(row(), NOW).media);
});

test('a post is named by its first line', () => {
  expect(titleOf('  Первая строка\nвторая')).toBe('Первая строка');
  expect(titleOf('')).toBe('Без текста');
  expect(titleOf('я'.repeat(100))).toHaveLength(60);
});

test('the address is editable until the post has been visible once, then fixed and never sent', () => {
  const draft = fromRow(row({ is_published: false }), NOW);
  expect(draft.slugFixed).toBe(false);
  expect(toRow({ ...draft, slug: ' novyi-adres ' }, draft)).toMatchObject({ slug: 'novyi-adres' });
  // Emptied: the database makes it again from the text.
  expect(toRow({ ...draft, slug: '' }, draft)).toMatchObject({ slug: null });
  expect(toRow({ content: 'Новая', media: [], status: 'draft', scheduledAt: '' }, undefined)).toMatchObject({ slug: null });
  const published = fromRow(row(), NOW);
  expect(published.slugFixed).toBe(true);
  expect(toRow({ ...published, slug: 'drugoi' }, published)).not.toHaveProperty('slug');
  // Unpublished again: its link was out, so the address stays fixed.
  const unpublished = fromRow(row({ is_published: false, first_published_at: '2026-02-01T09:00:00Z' }), NOW);
  expect(unpublished.slugFixed).toBe(true);
  expect(toRow({ ...unpublished, slug: 'drugoi' }, unpublished)).not.toHaveProperty('slug');
});
