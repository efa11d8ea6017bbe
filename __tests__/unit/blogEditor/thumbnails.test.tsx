/**
 * The editor's list draws a post's first photo or video only from an address the feed would show (the feed's own
 * reading, toMediaItems): a stored javascript:, data: or relative address never reaches an <img> or <video>.
 */
import { render } from '@testing-library/react';
import { Thumbnail } from '../../../src/blogEditor/Thumbnail';
import type { PostRecord } from '../../../src/blogEditor/posts';
import type { PostMediaValue } from '../../../src/blog/postRules';

const record = (media: PostMediaValue[]): PostRecord => ({
  id: 'a',
  content: 'Текст',
  media,
  status: 'draft',
  published_at: null,
  scheduledAt: '',
  updated_at: null,
});

test.each([
  ['javascript:alert(1)', 'photo'],
  ['data:image/svg+xml,<svg onload=alert(1)>', 'photo'],
  ['/relative.jpg', 'photo'],
  ['javascript:alert(1)', 'video'],
] as const)('%s (%s) is not drawn; the next address the feed shows is', (url, type) => {
  const { container } = render(
    <Thumbnail
      record={record([
        { url, type },
        { url: 'https://cdn.example.org/next.jpg', type: 'photo' },
      ])}
    />,
  );
  const drawn = [...container.querySelectorAll('img, video')].map((element) => element.getAttribute('src'));
  expect(drawn).toEqual(['https://cdn.example.org/next.jpg']);
});

test('a post with no address the feed shows has no thumbnail', () => {
  const { container } = render(<Thumbnail record={record([{ url: 'javascript:alert(1)', type: 'photo' }])} />);
  expect(container.querySelector('img, video, span')).toBeNull();
});
