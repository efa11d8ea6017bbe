import { LOCAL_SUPABASE_URL } from '../config/localSupabase';
import { IMAGE_CDN_PATH, transformablePhotoPrefixes } from '../config/imageCdn';
import { theme } from '../theme/theme';
import type { PhotoPosition } from './types';

/**
 * A feed photo's addresses: through Netlify Image CDN at the widths its card draws it, when it is in the project's own
 * Storage (src/config/imageCdn.ts); as it is, from anywhere else (product §2). docs/decisions/0008-blog-photos-image-cdn.md
 */

/** How a card draws a photo (product §2): alone or first of three across the whole card, or in one of two columns. */
export type PhotoLayout = 'full' | 'half';

/** The frame's width to height: wide across the card, 3:2 in a column (the media grid's `--media-ratio`). */
export const PHOTO_RATIO: Record<PhotoLayout, readonly [number, number]> = { full: [16, 9], half: [3, 2] };

/**
 * The widths the image CDN is asked for: from a column on a small phone (about 115 CSS px) to the widest frame (about
 * 760 px, a tablet just below the two-column page) on a 3x screen, each step at most 1.5 times the one before.
 */
export const PHOTO_WIDTHS = [160, 240, 320, 400, 480, 640, 800, 960, 1280, 1600, 1920, 2400] as const;

/** The candidate `src` names, for a browser that reads no srcset: a phone's wide frame at 2x. */
const FALLBACK_WIDTH = 640;

export const photoLayout = (count: number, index: number): PhotoLayout => (count === 1 || (count === 3 && index === 0) ? 'full' : 'half');

const px = (length: string) => Number.parseFloat(length) * (length.endsWith('rem') ? 16 : 1);

/**
 * `sizes` for each layout, from the blog page's geometry: main is 100vw wide up to the theme's maxWidth, less its
 * gutters (theme.layout.gutter, whose linear part `a + b vw` holds on every screen from 320 px up); from md the feed
 * takes 2 of the page's 3 fractions after a gap of `xxl` (src/views/blog/BlogView.tsx); a card has a 1 px border and
 * `lg`, from sm `xl`, padding; two columns of media share a gap of `sm`. Rounded up, so the browser never picks too
 * small.
 * https://html.spec.whatwg.org/multipage/images.html#sizes-attributes
 */
function sizesFor(layout: PhotoLayout): string {
  const [, gutterPx = '', gutterVw = ''] = /([\d.]+rem) \+ ([\d.]+)vw/.exec(theme.layout.gutter) ?? [];
  const gutter = { px: px(gutterPx), vw: Number(gutterVw) };
  const { sm, md } = theme.breakpoints;
  const maxWidth = px(theme.layout.maxWidth);
  const feedShare = 2 / 3;
  const border = 1;
  const columns = layout === 'full' ? 1 : 2;
  // The media's width as `vw * V / 100 - offset` for a screen V px wide.
  const media = (vw: number, offset: number, padding: string) => ({
    vw: vw / columns,
    offset: (offset + 2 * px(padding) + 2 * border + (columns - 1) * px(theme.space.sm)) / columns,
  });
  const oneColumn = (padding: string) => media(100 - 2 * gutter.vw, 2 * gutter.px, padding);
  const twoColumns = media(feedShare * (100 - 2 * gutter.vw), feedShare * (2 * gutter.px + px(theme.space.xxl)), theme.space.xl);
  const widest = (maxWidth * twoColumns.vw) / 100 - twoColumns.offset;
  const calc = ({ vw, offset }: { vw: number; offset: number }) => `calc(${Math.ceil(vw * 100) / 100}vw - ${Math.floor(offset)}px)`;
  return [
    `(min-width: ${maxWidth}px) ${Math.ceil(widest)}px`,
    `(min-width: ${md}px) ${calc(twoColumns)}`,
    `(min-width: ${sm}px) ${calc(oneColumn(theme.space.xl))}`,
    calc(oneColumn(theme.space.lg)),
  ].join(', ');
}

export const PHOTO_SIZES: Record<PhotoLayout, string> = { full: sizesFor('full'), half: sizesFor('half') };

/**
 * One transformation: `width` wide, cropped to the frame's ratio as the frame's `object-fit: cover` would, keeping
 * the centre or the part the editor chose (`position`, also the frame's `object-position`: photoPositionStyle), in the
 * format the browser's Accept header prefers (Netlify negotiates AVIF or WebP when `fm` is left out).
 * https://docs.netlify.com/build/image-cdn/overview/#transform-images
 */
export function imageCdnUrl(source: string, width: number, layout: PhotoLayout, position: PhotoPosition = 'center'): string {
  const [across, down] = PHOTO_RATIO[layout];
  const height = Math.round((width * down) / across);
  const keep = position === 'center' ? '' : `&position=${position}`;
  return `${IMAGE_CDN_PATH}?url=${encodeURIComponent(source)}&w=${width}&h=${height}&fit=cover${keep}`;
}

/**
 * The frame's `object-position` for a framing: the browser crops a photo it is given whole (not from the image CDN,
 * or wider than its transformation) as the image CDN does.
 */
export const photoPositionStyle = (position: PhotoPosition = 'center') =>
  position === 'center' ? undefined : { objectPosition: position };

export interface PhotoSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The Supabase project the site reads (inlined by the bundlers); the embedded local backend when none is set. */
const siteBackendUrl = () => process.env.GATSBY_SUPABASE_URL || LOCAL_SUPABASE_URL;

/**
 * A photo's `src`, `srcSet` and `sizes`: image CDN candidates of every width when it is one of the project's own,
 * otherwise its own address alone. The address is compared in its parsed form, so `..` segments, a user name, a port
 * or letter case cannot carry another address past the prefix.
 */
export function photoSources(
  url: string,
  layout: PhotoLayout,
  backendUrl: string = siteBackendUrl(),
  position: PhotoPosition = 'center',
): PhotoSources {
  let href: string;
  try {
    href = new URL(url).href;
  } catch {
    return { src: url };
  }
  if (!transformablePhotoPrefixes(backendUrl).some((prefix) => href.startsWith(prefix) && href.length > prefix.length)) return { src: url };
  return {
    src: imageCdnUrl(href, FALLBACK_WIDTH, layout, position),
    srcSet: PHOTO_WIDTHS.map((width) => `${imageCdnUrl(href, width, layout, position)} ${width}w`).join(', '),
    sizes: PHOTO_SIZES[layout],
  };
}
