import type { MediaItem } from './types';
import { FeedVideo } from './FeedVideo';
import { fill, type FeedStrings } from './feedStrings';
import { frameStyle, mediaStyle } from './feedStyles';
import { TelegramEmbed } from './TelegramEmbed';

/** The first line of a post, short, to describe its photos and videos. */
export function excerptOf(content: string): string {
  const line = content.trim().split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/**
 * A post's photos, videos and Telegram posts (SPEC §2): one item in one column; otherwise two columns, and with three
 * items the first spans both. A photo is a lazy image and a video plays with controls; each is named by its place and
 * the post's first line.
 */
export function PostMedia({ media, excerpt, strings }: { media: readonly MediaItem[]; excerpt: string; strings: FeedStrings }) {
  const count = media.length;
  return (
    <div css={(theme) => mediaStyle(theme, count)} data-testid="blog-media" data-columns={count === 1 ? '1' : '2'}>
      {media.map((item, i) => {
        const video = item.kind === 'video';
        const template = strings[excerpt ? (video ? 'videoLabel' : 'photoAlt') : video ? 'videoLabelPlain' : 'photoAltPlain'];
        const label = fill(template, { index: i + 1, count, excerpt });
        return (
          <div key={i} data-testid="blog-media-item" data-kind={item.kind}>
            {item.kind === 'telegram' ? (
              <TelegramEmbed src={item.url} title={strings.telegramTitle} />
            ) : item.kind === 'video' ? (
              <FeedVideo src={item.url} label={label} fallback={strings.videoFallback} />
            ) : (
              <img css={frameStyle} src={item.url} alt={label} loading="lazy" decoding="async" />
            )}
          </div>
        );
      })}
    </div>
  );
}
