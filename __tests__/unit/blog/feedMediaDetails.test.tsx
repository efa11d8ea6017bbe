/**
 * A medium's description and a photo's framing on the feed's cards (src/views/blog/PostMedia.tsx): the editor's words
 * are the photo's alt and the video's label, the generated label stays when there are none; the framing goes into the
 * image CDN's address and the frame's object-position. A row's lists are untrusted like the rest of it.
 */
import { screen } from '@testing-library/react';
import { LOCAL_SUPABASE_URL } from '../../../src/config/localSupabase';
import { BLOG_MEDIA_ALT_LIMIT } from '../../../src/config/constants';
import BlogFeed from '../../../src/views/blog/BlogFeed';
import { toMediaItems } from '../../../src/blog/media';
import { feedProps } from './support/feed';
import { renderInPage } from '../support/render';
import { loaderOver, row, type Row } from './support/rows';

const STORED = `${LOCAL_SUPABASE_URL}/storage/v1/object/public/blog/location.jpg`;

async function card(extra: Partial<Row>) {
  renderInPage(<BlogFeed {...feedProps('ru')} loadPage={loaderOver([row(1, { content: 'Смена', ...extra })])} />, 'ru');
  await screen.findByTestId('blog-post');
}

describe('the editor’s description', () => {
  test('is the photo’s alt and the video’s label; an empty one leaves the generated label', async () => {
    await card({
      media_urls: ['https://cdn.example.org/1.jpg', 'https://cdn.example.org/2.jpg', 'https://cdn.example.org/3.webm'],
      media_types: ['photo', 'photo', 'video'],
      media_alts: ['  Режиссёр у монитора, ночь  ', '', 'Проход камеры по коридору'],
    });
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('alt', 'Режиссёр у монитора, ночь');
    expect(second!.getAttribute('alt')).toMatch(/^Фото 2 из 3/);
    expect(screen.getByTestId('blog-post').querySelector('video')).toHaveAttribute('title', 'Проход камеры по коридору');
  });

  test('markup in a description is text', async () => {
    await card({ media_urls: ['https://cdn.example.org/1.jpg'], media_types: ['photo'], media_alts: ['<img src=x onerror=alert(1)>'] });
    expect(screen.getByRole('img')).toHaveAttribute('alt', '<img src=x onerror=alert(1)>');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});

describe('the framing', () => {
  test('goes into every image CDN address and the frame’s object-position; the centre adds nothing', async () => {
    await card({ media_urls: [STORED, STORED], media_types: ['photo', 'photo'], media_positions: ['top', 'center'] });
    const [top, centre] = screen.getAllByRole('img');
    for (const address of [
      top!.getAttribute('src')!,
      ...top!
        .getAttribute('srcset')!
        .split(', ')
        .map((candidate) => candidate.split(' ')[0]!),
    ]) {
      expect(new URL(address, 'https://site.example').searchParams.get('position')).toBe('top');
    }
    expect(top!.style.objectPosition).toBe('top');
    expect(centre!.getAttribute('srcset')).not.toMatch(/position=/);
    expect(centre!.style.objectPosition).toBe('');
  });
});

describe('untrusted lists', () => {
  test('a missing, short, non-string, unknown or oversized entry is dropped, never the medium', () => {
    const urls = ['https://a.example/1.jpg', 'https://a.example/2.jpg', 'https://a.example/3.jpg', 'https://a.example/4.mp4'];
    const types = ['photo', 'photo', 'photo', 'video'];
    expect(toMediaItems(urls, types, 'x', { 0: 'top' })).toEqual(urls.map((url, i) => ({ kind: types[i], url })));
    const items = toMediaItems(urls, types, [42, 'я'.repeat(BLOG_MEDIA_ALT_LIMIT + 50), null], ['middle', 'bottom', 'javascript:', 'top']);
    expect(items).toEqual([
      { kind: 'photo', url: urls[0] },
      { kind: 'photo', url: urls[1], alt: 'я'.repeat(BLOG_MEDIA_ALT_LIMIT), position: 'bottom' },
      { kind: 'photo', url: urls[2] },
      // A video is not cropped by a framing.
      { kind: 'video', url: urls[3] },
    ]);
  });
});
