import type { Language } from '../config/routes';
import { SITE_NAME } from '../config/site';
import { pagePath } from '../i18n/paths';
import { SHARE_IMAGE } from './shareImage';
import { absoluteUrl } from './urls';

/** product §2 (contacts): the studio's office is in Moscow. */
const LOCALITY: Record<Language, string> = { ru: 'Москва', en: 'Moscow' };

/** The square logo rendered next to the share card by scripts/shareImage.ts. */
export const LOGO_PATH = '/logo.png';

/**
 * schema.org Organization for the landing pages, as Google reads it:
 * https://developers.google.com/search/docs/appearance/structured-data/organization
 */
export function organizationJsonLd(language: Language, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(pagePath('landing', language)),
    logo: absoluteUrl(LOGO_PATH),
    image: absoluteUrl(SHARE_IMAGE.path),
    description,
    address: { '@type': 'PostalAddress', addressLocality: LOCALITY[language], addressCountry: 'RU' },
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
