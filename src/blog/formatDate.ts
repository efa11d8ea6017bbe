import { BLOG_DATE_LOCALES, BLOG_TIME_ZONE } from '../config/constants';
import type { Language } from '../config/routes';

const formatters = new Map<Language, Intl.DateTimeFormat>();

/**
 * One formatter per language: building the first one loads the browser's locale data, which costs far more than
 * formatting (a long task on a phone); `warmDateFormatter` lets the feed do that in a task of its own.
 */
export function warmDateFormatter(language: Language): Intl.DateTimeFormat {
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(BLOG_DATE_LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: BLOG_TIME_ZONE,
    });
    formatters.set(language, format);
  }
  return format;
}

/** "14 марта 2026 г." / "March 14, 2026": long month, numeric day and year (product §9); null if unreadable. */
export function formatPostDate(iso: string | null, language: Language): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return warmDateFormatter(language).format(date);
}
