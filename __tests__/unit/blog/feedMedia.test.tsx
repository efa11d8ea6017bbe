/** A post's media as the feed builds it in the browser (product §2): layout, photos, videos, Telegram frames. */
import { screen } from '@testing-library/react';
import type { Language } from '../../../src/config/routes';
import { LOCAL_SUPABASE_URL } from '../../../src/config/localSupabase';
import BlogFeed from '../../../src/views/blog/BlogFeed';
import { photoSources } from '../../../src/blog/photoSources';
import { feedProps } from './support/feed';
import { renderInPage } from '../support/render';
import { loaderOver, row } from './support/rows';

const photo = (n: number) => `https://cdn.example.org/${n}.jpg`;
const items = () => screen.getAllByTestId('blog-media-item');
const grid = () => screen.getByTestId('blog-media');
const columns = () => getComputedStyle(grid()).gridTemplateColumns;

/** Shows one post with `urls` of `types` (photos unless told) and waits for its card. */
async function post(
  urls: string[],
  { content = 'Set', types = urls.map(() => 'photo'), lang = 'ru' }: { content?: string; types?: string[]; lang?: Language } = {},
) {
  renderInPage(<BlogFeed {...feedProps(lang)} loadPage={loaderOver([row(1, { content, media_urls: urls, media_types: types })])} />, lang);
  await screen.findByTestId('blog-post');
}

describe('media layout (product §2)', () => {
  test('one item uses a single column', async () => {
    await post([photo(1)]);
    expect(columns()).toBe('repeat(1, minmax(0, 1fr))');
  });

  test.each([2, 4])('%i items use two columns, none spanning', async (n) => {
    await post(Array.from({ length: n }, (_, i) => photo(i)));
    expect(columns()).toBe('repeat(2, minmax(0, 1fr))');
    for (const item of items()) expect(getComputedStyle(item).gridColumn).toBe('');
  });

  test('with exactly three items, the first spans both columns', async () => {
    await post([photo(1), photo(2), photo(3)]);
    expect(columns()).toBe('repeat(2, minmax(0, 1fr))');
    const [first, second] = items();
    expect(getComputedStyle(first!).gridColumn.replace(/\s/g, '')).toBe('1/-1');
    expect(getComputedStyle(second!).gridColumn).toBe('');
  });

  test('no media, no grid', async () => {
    await post([]);
    expect(screen.queryByTestId('blog-media')).toBeNull();
  });
});

describe('media items', () => {
  test('a photo is an image with alt text; the feed’s first photo loads at once and first and is drawn with its card, every other one lazily', async () => {
    const rows = [row(1, { content: 'Premiere night\nSecond line', media_urls: [photo(1), photo(2)], media_types: ['photo', 'photo'] })];
    rows.push(row(2, { content: 'Rehearsal', media_urls: [photo(3)], media_types: ['photo'] }));
    renderInPage(<BlogFeed {...feedProps('en')} loadPage={loaderOver(rows)} />, 'en');
    await screen.findAllByTestId('blog-post');
    const first = screen.getByAltText('Photo 1 of 2 from the post “Premiere night”');
    expect(first).toHaveAttribute('src', 'https://cdn.example.org/1.jpg');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('decoding', 'sync');
    for (const later of [
      screen.getByAltText('Photo 2 of 2 from the post “Premiere night”'),
      screen.getByAltText('Photo 1 of 1 from the post “Rehearsal”'),
    ]) {
      expect(later).toHaveAttribute('loading', 'lazy');
      expect(later).not.toHaveAttribute('fetchpriority');
      expect(later).toHaveAttribute('decoding', 'async');
    }
  });

  test('a photo in the project’s Storage comes through the image CDN at its frame’s widths; one elsewhere as it is', async () => {
    const own = (name: string) => `${LOCAL_SUPABASE_URL}/storage/v1/object/public/blog-media/${name}`;
    await post([own('a.jpg'), own('b.jpg'), photo(3)]);
    const [first, second, third] = screen.getAllByRole('img');
    // Three items: the first across the card, the others in a column each (product §2).
    for (const [img, name, layout] of [
      [first, 'a.jpg', 'full'],
      [second, 'b.jpg', 'half'],
    ] as const) {
      const { src, srcSet, sizes } = photoSources(own(name), layout);
      expect(img).toHaveAttribute('src', src);
      expect(img).toHaveAttribute('srcset', srcSet);
      expect(img).toHaveAttribute('sizes', sizes);
      expect(src).toMatch(/^\/\.netlify\/images\?url=/);
    }
    expect(third).toHaveAttribute('src', photo(3));
    expect(third).not.toHaveAttribute('srcset');
    expect(third).not.toHaveAttribute('sizes');
  });

  test('a video plays with controls', async () => {
    await post(['https://cdn.example.org/reel.webm'], { content: '', types: ['video'] });
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', 'https://cdn.example.org/reel.webm');
    expect(video).toHaveTextContent('Ваш браузер не поддерживает видео.');
    expect(video).toHaveAttribute('title', 'Видео 1 из 1');
  });

  test('a Telegram post is a titled, sandboxed frame at least 400 px tall', async () => {
    await post(['https://t.me/kadr/42'], { types: ['photo'] });
    const frame = screen.getByTitle('Пост в Telegram');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://t.me/kadr/42?embed=1');
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
    ]);
    expect(getComputedStyle(frame).minHeight).toBe('400px');
  });

  test('a label with markup or i18next slots in the post shows them as text', async () => {
    await post([photo(1)], { content: '<b>{{count}}</b> & more', lang: 'en' });
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Photo 1 of 1 from the post “<b>{{count}}</b> & more”');
  });
});
