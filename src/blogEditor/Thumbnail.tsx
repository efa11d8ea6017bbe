import { toMediaItems } from '../blog/media';
import type { PostRecord } from './posts';

/** The post's first photo or video, by the feed's own reading of the lists (only http(s) addresses, as the feed shows). */
export function Thumbnail({ record }: { record: PostRecord }) {
  const shown = toMediaItems(
    record.media.map((item) => item.url),
    record.media.map((item) => item.type),
  );
  const first = shown.find((item) => item.kind !== 'telegram');
  const frame = { width: 72, height: 48, objectFit: 'cover' as const, borderRadius: 4, display: 'block' };
  if (!first) return shown.length > 0 ? <span>Telegram</span> : null;
  return first.kind === 'video' ? (
    <video src={first.url} style={frame} muted preload="metadata" aria-label="Видео" />
  ) : (
    <img src={first.url} style={frame} alt="" />
  );
}
