import type { MediaItem } from '../../blog/types';
import { FeedVideo } from './FeedVideo';
import { fill, type FeedStrings } from '../../blog/feedStrings';
import { frameStyle, mediaStyle } from './feedStyles';
import { photoLayout, photoPositionStyle, photoSources } from '../../blog/photoSources';
import { TelegramEmbed } from './TelegramEmbed';

/** The first line of a post, short, to describe its photos and videos. */
export function excerptOf(content: string): string {
  const line = content.trim().split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/**
 * The feed's first photo loads at once and before the rest (it is likely the page's largest paint), and is decoded
 * for the frame that draws its card (`decoding="sync"`: decoded off the main thread, it showed a frame or two, 50-80
 * ms on a throttled phone, after its card); every other photo loads as it nears the viewport, so the first one does
 * not share the link with photos further down.
 */
// React 18 passes `fetchpriority` through only spelled in lower case.
const FIRST_PHOTO = { loading: 'eager', fetchpriority: 'high', decoding: 'sync' } as const;
const LATER_PHOTO = { loading: 'lazy', decoding: 'async' } as const;

/**
 * A post's photos, videos and Telegram posts (product §2): one item in one column; otherwise two columns, and with
 * three items the first spans both. A photo is an image (at the width its frame draws it, src/blog/photoSources.ts) and
 * a video plays with controls; each is named by the editor's description of it, or else by its place and the post's
 * first line. A photo is cropped keeping the part the editor chose (its `position`), by the image CDN and by the frame
 * alike.
 */
export function PostMedia({
  media,
  excerpt,
  strings,
  lead = false,
  videoControls = false,
}: {
  media: readonly MediaItem[];
  excerpt: string;
  strings: FeedStrings;
  /** The feed's first post. */
  lead?: boolean;
  /** Videos with their controls from the start (a post's page, which never hydrates them: FeedVideo.tsx). */
  videoControls?: boolean;
}) {
  const count = media.length;
  return (
    <div css={(theme) => mediaStyle(theme, count)} data-testid="blog-media" data-columns={count === 1 ? '1' : '2'}>
      {media.map((item, i) => {
        const video = item.kind === 'video';
        const template = strings[excerpt ? (video ? 'videoLabel' : 'photoAlt') : video ? 'videoLabelPlain' : 'photoAltPlain'];
        const label = (item.kind !== 'telegram' && item.alt) || fill(template, { index: i + 1, count, excerpt });
        return (
          <div key={i} data-testid="blog-media-item" data-kind={item.kind}>
            {item.kind === 'telegram' ? (
              <TelegramEmbed src={item.url} title={strings.telegramTitle} />
            ) : item.kind === 'video' ? (
              <FeedVideo src={item.url} label={label} fallback={strings.videoFallback} controls={videoControls} />
            ) : (
              // `loading` and the rest before the sources: React sets attributes in order, and a browser may start an
              // image's request as soon as it has `src`.
              <img
                css={frameStyle}
                alt={label}
                style={photoPositionStyle(item.position)}
                {...(lead && i === 0 ? FIRST_PHOTO : LATER_PHOTO)}
                {...photoSources(item.url, photoLayout(count, i), undefined, item.position)}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
