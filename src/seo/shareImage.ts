/**
 * The share card for Open Graph and Twitter: a 1200x630 PNG in static/, made
 * by `npm run share-image` (scripts/shareImage.ts renders an HTML card with Chromium).
 */
export const SHARE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  type: 'image/png',
} as const;
