import { BLOG_DATE_LOCALES, BLOG_TIME_ZONE } from '../../config/constants';
import type { Language } from '../../config/routes';

/** "14 марта 2026 г." / "March 14, 2026": long month, numeric day and year (SPEC §9); null if unreadable. */
export function formatPostDate(iso: string | null, language: Language): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(BLOG_DATE_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: BLOG_TIME_ZONE,
  }).format(date);
}
