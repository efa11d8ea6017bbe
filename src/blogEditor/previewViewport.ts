import type { StylisPlugin } from '@emotion/cache';

/** A screen the preview draws the feed's card for: its width and height in CSS px. */
export interface Viewport {
  width: number;
  height: number;
}

/** A width condition of a media query: `(min-width: 600px)`, `(max-width: 899.98px)`. */
const WIDTH_CONDITION = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/;

/**
 * Whether a media query's list holds on `viewport`, when it asks only widths (`(min-width: 600px) and (max-width:
 * 899px)`, several queries joined by commas); null when it asks anything else (reduced motion, hover, print), left to
 * the browser.
 */
export function widthQueryHolds(query: string, viewport: Viewport): boolean | null {
  const results = query.split(',').map((one) => {
    const conditions = one.trim().split(/\s+and\s+/i);
    const checks = conditions.map((condition) => {
      const match = WIDTH_CONDITION.exec(condition.trim());
      if (!match) return null;
      const limit = Number(match[2]);
      return match[1] === 'min' ? viewport.width >= limit : viewport.width <= limit;
    });
    return checks.includes(null) ? null : checks.every(Boolean);
  });
  if (results.includes(null)) return null;
  return results.some(Boolean);
}

/** `vw` and `vh` (with their small, large and dynamic kinds) as the px they are on `viewport`. */
export function viewportLengths(value: string, viewport: Viewport): string {
  return value.replace(/(-?(?:\d+\.?\d*|\.\d+))(s|l|d)?(vw|vh|vmin|vmax)\b/g, (_, number: string, _kind, unit: string) => {
    const base =
      unit === 'vw'
        ? viewport.width
        : unit === 'vh'
          ? viewport.height
          : unit === 'vmin'
            ? Math.min(viewport.width, viewport.height)
            : Math.max(viewport.width, viewport.height);
    return `${Number(((Number(number) * base) / 100).toFixed(4))}px`;
  });
}

/**
 * A stylis plugin that draws the site's styles as they are on another screen than the editor's: the feed's card is
 * styled by the window's width (media queries, `vw` in its type and gutters), and the editor's window is not the
 * phone's or the laptop's the card is previewed for. Each width query becomes `all` or `not all` as it holds there,
 * and each viewport length its px there; a query on anything but the width is left to the browser.
 */
export function viewportPlugin(viewport: Viewport): StylisPlugin {
  return (element) => {
    if (element.type === '@media') {
      const holds = widthQueryHolds(element.value.replace(/^@media\s*/, ''), viewport);
      if (holds !== null) element.value = holds ? '@media all' : '@media not all';
    } else if (element.type === 'decl' && /v(w|h|min|max)\b/.test(element.value)) {
      element.value = viewportLengths(element.value, viewport);
      if (element.return) element.return = viewportLengths(element.return, viewport);
    }
  };
}
