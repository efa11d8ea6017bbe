import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { TelegramEmbed } from './TelegramEmbed';
import type { MediaItem } from './types';

const frame = (theme: Theme) => css`
  display: block;
  width: 100%;
  height: 100%;
  aspect-ratio: var(--media-ratio, 3 / 2);
  object-fit: cover;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceRaised};
`;

export interface MediaViewProps {
  item: MediaItem;
  /** What the item is, for screen readers: a photo's alt text, a video's title (the data has none of its own). */
  label: string;
}

/** One media item of a post: a lazy photo, a video with controls, or an embedded Telegram post (SPEC §2). */
export function MediaView({ item, label }: MediaViewProps) {
  const { t } = useTranslation();
  switch (item.kind) {
    case 'telegram':
      return <TelegramEmbed url={item.url} />;
    case 'video':
      return (
        <video src={item.url} title={label} controls preload="metadata" playsInline css={frame}>
          {t('blog.videoFallback')}
        </video>
      );
    case 'photo':
      return <img src={item.url} alt={label} loading="lazy" decoding="async" css={frame} />;
  }
}
