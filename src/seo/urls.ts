import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '../config/routes';
import { SITE_URL } from '../config/site';
import { localizePath } from '../i18n/paths';

/** An absolute URL on the production origin (SITE_URL, the one setting behind siteMetadata.siteUrl). */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}

export interface Alternate {
  /** A BCP 47 language tag or `x-default`. */
  hrefLang: Language | 'x-default';
  href: string;
}

/**
 * The page's twins in every language plus `x-default` (the Russian page, the
 * site's default), as Google documents for hreflang:
 * https://developers.google.com/search/docs/specialty/international/localized-versions
 */
export function alternatesOf(path: string): Alternate[] {
  const twins: Alternate[] = LANGUAGES.map((lang) => ({ hrefLang: lang, href: absoluteUrl(localizePath(path, lang)) }));
  return [...twins, { hrefLang: 'x-default', href: absoluteUrl(localizePath(path, DEFAULT_LANGUAGE)) }];
}

/** Open Graph locale names (https://ogp.me/#optional). */
export const OG_LOCALE: Record<Language, string> = { ru: 'ru_RU', en: 'en_US' };
