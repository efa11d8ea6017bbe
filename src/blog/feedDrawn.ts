/**
 * The event the feed fires on `document` once its first page has settled: its posts drawn, the empty line shown, or a
 * failure logged (src/views/blog/useAnnounceDrawn.ts). The blog's web fonts wait for it (src/gatsby/fonts/lateFonts.tsx
 * names it in the faces' block), so the font files do not share a slow link with React and the first photo, the
 * page's largest paint.
 */
export const FEED_DRAWN_EVENT = 'blog-feed-drawn';
