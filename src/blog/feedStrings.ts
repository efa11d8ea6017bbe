import type { TFunction } from 'i18next';

/** The UI strings the feed shows (locales/<lang>/common.json, `blog.*`); labels keep i18next's `{{name}}` slots. */
export const FEED_STRING_KEYS = [
  'feedLabel',
  'loading',
  'empty',
  'telegramTitle',
  'videoFallback',
  'photoAlt',
  'photoAltPlain',
  'videoLabel',
  'videoLabelPlain',
  'postLink',
  'share',
  'shareCopied',
  'shareFailed',
  'searchLabel',
  'searchButton',
  'searchEmpty',
  'searchShowAll',
] as const;

export type FeedStrings = Record<(typeof FEED_STRING_KEYS)[number], string>;

/** The feed's strings from the page's i18next, as the build hands them to the island; the labels' slots unfilled. */
export function feedStrings(t: TFunction): FeedStrings {
  return Object.fromEntries(FEED_STRING_KEYS.map((key) => [key, t(`blog.${key}`, { skipInterpolation: true })])) as FeedStrings;
}

/** i18next's `{{name}}` interpolation, for the few labels the feed fills in the browser (no i18next there). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
