import { screen } from '@testing-library/react';
import { PostMedia } from '../../../src/views/blog/PostMedia';
import type { MediaItem } from '../../../src/views/blog/types';
import { renderInPage } from '../support/render';

const photo = (n: number): MediaItem => ({ kind: 'photo', url: `https://cdn.example.org/${n}.jpg` });
const items = () => screen.getAllByTestId('blog-media-item');
const grid = () => screen.getByTestId('blog-media');
const columns = () => getComputedStyle(grid()).gridTemplateColumns;

describe('media layout (SPEC §2)', () => {
  test('one item uses a single column', () => {
    renderInPage(<PostMedia media={[photo(1)]} excerpt="Premiere" />);
    expect(columns()).toBe('repeat(1, minmax(0, 1fr))');
  });

  test.each([2, 4])('%i items use two columns, none spanning', (n) => {
    renderInPage(<PostMedia media={Array.from({ length: n }, (_, i) => photo(i))} excerpt="Set" />);
    expect(columns()).toBe('repeat(2, minmax(0, 1fr))');
    for (const item of items()) expect(getComputedStyle(item).gridColumn).toBe('');
  });

  test('with exactly three items, the first spans both columns', () => {
    renderInPage(<PostMedia media={[photo(1), photo(2), photo(3)]} excerpt="Set" />);
    expect(columns()).toBe('repeat(2, minmax(0, 1fr))');
    const [first, second] = items();
    expect(getComputedStyle(first!).gridColumn.replace(/\s/g, '')).toBe('1/-1');
    expect(getComputedStyle(second!).gridColumn).toBe('');
  });

  test('no media, no grid', () => {
    const { container } = renderInPage(<PostMedia media={[]} excerpt="" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('media items', () => {
  test('a photo is a lazy image with alt text', () => {
    renderInPage(<PostMedia media={[photo(1), photo(2)]} excerpt="Premiere night" />, 'en');
    const img = screen.getByAltText('Photo 1 of 2 from the post “Premiere night”');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', 'https://cdn.example.org/1.jpg');
  });

  test('a video plays with controls', () => {
    const { container } = renderInPage(<PostMedia media={[{ kind: 'video', url: 'https://cdn.example.org/reel.webm' }]} excerpt="" />);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', 'https://cdn.example.org/reel.webm');
    expect(video).toHaveTextContent('Ваш браузер не поддерживает видео.');
    expect(video).toHaveAttribute('title', 'Видео 1 из 1');
  });

  test('a Telegram post is a titled, sandboxed frame at least 400 px tall', () => {
    renderInPage(<PostMedia media={[{ kind: 'telegram', url: 'https://t.me/kadr/42?embed=1' }]} excerpt="" />, 'ru');
    const frame = screen.getByTitle('Пост в Telegram');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://t.me/kadr/42?embed=1');
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual(
      ['allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts'],
    );
    expect(getComputedStyle(frame).minHeight).toBe('400px');
  });
});
