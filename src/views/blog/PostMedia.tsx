import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { grid } from '../../components/ui/grid';
import { MediaView } from './MediaView';
import type { MediaItem } from './types';

/**
 * The media grid of a post (SPEC §2): one item in one column; otherwise two
 * columns, and with exactly three items the first spans both.
 */
export function PostMedia({ media, excerpt }: { media: MediaItem[]; excerpt: string }) {
  const { t } = useTranslation();
  if (media.length === 0) return null;
  const columns = media.length === 1 ? 1 : 2;
  return (
    <div
      data-testid="blog-media"
      data-columns={columns}
      css={(theme) => css`
        ${grid(theme, { columns, gap: 'sm' })};
        margin-top: ${theme.space.lg};
        /* A lone item, or the first of three spanning both columns, gets the wide frame. */
        --media-ratio: ${columns === 1 ? '16 / 9' : '3 / 2'};
        ${media.length === 3 && '& > :first-of-type { grid-column: 1 / -1; --media-ratio: 16 / 9; }'}
      `}
    >
      {media.map((item, i) => (
        <div key={`${i}-${item.url}`} data-testid="blog-media-item" data-kind={item.kind}>
          <MediaView
            item={item}
            label={
              excerpt
                ? t(item.kind === 'video' ? 'blog.videoLabel' : 'blog.photoAlt', { index: i + 1, count: media.length, excerpt })
                : t(item.kind === 'video' ? 'blog.videoLabelPlain' : 'blog.photoAltPlain', { index: i + 1, count: media.length })
            }
          />
        </div>
      ))}
    </div>
  );
}
