import type { MessageEntity } from '@grammyjs/types';

/**
 * A channel message's text as a blog post's text. The feed shows plain text with its line breaks (SPEC §2), so
 * Telegram's formatting (bold, italics, spoilers) is dropped and its text kept, and a link whose text is not its
 * address (a `text_link` entity) becomes "text (address)", so the reader still has both. Entity offsets and lengths
 * count UTF-16 code units, as JavaScript strings do (https://core.telegram.org/api/entities#entity-length).
 */
export function postText(text: string, entities: readonly MessageEntity[] = []): string {
  const links = entities
    .filter((entity): entity is MessageEntity.TextLinkMessageEntity => entity.type === 'text_link' && typeof entity.url === 'string')
    .filter((entity) => entity.offset >= 0 && entity.length > 0 && entity.offset + entity.length <= text.length)
    .sort((a, b) => a.offset - b.offset);
  let out = '';
  let at = 0;
  for (const link of links) {
    // Telegram does not nest one link in another; should an update say otherwise, the later one is left as text.
    if (link.offset < at) continue;
    const end = link.offset + link.length;
    const shown = text.slice(link.offset, end);
    out += text.slice(at, link.offset) + shown;
    if (!sameAddress(shown, link.url)) {
      // The address goes after the link's text, outside any line break the text ends with.
      const trailing = /\s*$/.exec(shown)![0];
      out = `${out.slice(0, out.length - trailing.length)} (${link.url})${trailing}`;
    }
    at = end;
  }
  return normalizeBreaks(out + text.slice(at));
}

/** Whether a link's text already is its address (as typed, with or without the scheme or a trailing slash). */
function sameAddress(shown: string, url: string): boolean {
  const bare = (value: string) =>
    value
      .trim()
      .replace(/^https?:\/\//i, '')
      .replace(/\/$/, '')
      .toLowerCase();
  return bare(shown) === bare(url);
}

/** Line breaks as the feed keeps them: `\n` only (Telegram sends `\n`, but a pasted text may carry `\r\n`). */
function normalizeBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * `text` cut to at most `limit` UTF-16 code units (what the editor counts, and never more code points than the
 * table's check counts), at the last line break or space before the limit when there is one in its last tenth, and
 * never inside a surrogate pair. `cut` says whether anything was left out.
 */
export function cutText(text: string, limit: number): { text: string; cut: boolean } {
  if (text.length <= limit) return { text, cut: false };
  let end = limit;
  if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) end -= 1;
  const head = text.slice(0, end);
  const soft = Math.max(head.lastIndexOf('\n'), head.lastIndexOf(' '));
  const at = soft >= limit * 0.9 ? soft : end;
  return { text: head.slice(0, at).trimEnd(), cut: true };
}
