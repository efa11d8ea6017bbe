import type { Language } from '../config/routes';
import { type Fields, type Placeholders, t } from './schema';

/** The UI strings of a language: i18next's `common` namespace, relative to the project root. */
export function localeFile(language: Language): string {
  return `locales/${language}/common.json`;
}

/** The UI strings product.md quotes, letter for letter: the 404 page (§2, §8) and the blog feed's states (§4). */
export const SPEC_UI_STRINGS: Readonly<Record<Language, { notFound: string; homeLink: string; loading: string; empty: string }>> = {
  ru: { notFound: 'Oops! Page not found', homeLink: 'Return to Home', loading: 'Загрузка...', empty: 'Пока нет постов' },
  en: { notFound: 'Oops! Page not found', homeLink: 'Return to Home', loading: 'Loading...', empty: 'No posts yet' },
};

/**
 * A UI string: i18next fills its `{{name}}` placeholders, so it may hold only
 * those its caller passes (none unless listed), and a typo such as `{{yaer}}`
 * is refused rather than shown to visitors.
 */
const ui = (placeholders: Placeholders = {}) => t.string({ placeholders });

/**
 * What `locales/<language>/common.json` holds: the header, footer, 404 page,
 * blog and application form strings the views read with `t('nav.team')` and the like. The same
 * check as the pages' data (src/schema/contentCheck.ts) applies to it, and the
 * CMS's «Общие тексты» are generated from it.
 */
export function localeFields(language: Language): Fields {
  const spec = SPEC_UI_STRINGS[language];
  return {
    brand: t.object({ homeLabel: ui() }),
    skipLink: ui(),
    language: t.object({ switcherLabel: ui(), ru: ui(), en: ui() }),
    nav: t.object({
      footerLabel: ui(),
      scripts: ui(),
      production: ui(),
      team: ui(),
      about: ui(),
      home: ui(),
      casting: ui(),
      contacts: ui(),
      'product-placement': ui(),
      events: ui(),
      kremlin: ui(),
    }),
    footer: t.object({ copyright: ui({ year: 'optional' }) }),
    notFound: t.object({
      title: ui(),
      description: t.text({ placeholders: {} }),
      heading: t.fixed(spec.notFound),
      homeLink: t.fixed(spec.homeLink),
      hint: ui(),
    }),
    blog: t.object({
      loading: t.fixed(spec.loading),
      empty: t.fixed(spec.empty),
      feedLabel: ui(),
      telegramTitle: ui(),
      videoFallback: ui(),
      photoAlt: ui({ index: 'optional', count: 'optional', excerpt: 'optional' }),
      photoAltPlain: ui({ index: 'optional', count: 'optional' }),
      videoLabel: ui({ index: 'optional', count: 'optional', excerpt: 'optional' }),
      videoLabelPlain: ui({ index: 'optional', count: 'optional' }),
      postLink: ui({ date: 'optional' }),
      share: ui(),
      shareCopied: ui(),
      shareFailed: ui({ url: 'optional' }),
      backToBlog: ui(),
      postNav: ui(),
      newerPost: ui(),
      olderPost: ui(),
      unavailableTitle: ui(),
      unavailableText: ui(),
      retry: ui(),
      searchLabel: ui(),
      searchButton: ui(),
      searchEmpty: ui({ query: 'optional' }),
      searchShowAll: ui(),
    }),
    form: t.object({ requiredMark: ui(), honeypotLabel: ui() }),
  };
}
