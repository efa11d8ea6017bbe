import type { PageKey } from '../config/routes';
import { CASES_FIELDS } from './fields/cases';
import { KREMLIN_FIELDS } from './fields/kremlin';
import { LANDING_FIELDS } from './fields/landing';
import { type Fields, t } from './schema';

/**
 * What every page's data file holds, whatever the page: the document title
 * and meta description (SPEC §2: "Every page sets its own document title and
 * meta description in the page language") and the page's main heading.
 */
export const COMMON_FIELDS = {
  title: t.string(),
  description: t.string(),
  heading: t.string(),
} as const satisfies Fields;

/** Page-specific content, per page key, on top of COMMON_FIELDS. */
export const PAGE_FIELDS: Record<PageKey, Fields> = {
  landing: LANDING_FIELDS,
  scripts: {},
  production: {},
  'product-placement': {},
  events: {},
  contacts: {},
  casting: {},
  team: {},
  about: {},
  cases: CASES_FIELDS,
  kremlin: KREMLIN_FIELDS,
  blog: {},
};

export function pageFields(page: PageKey): Fields {
  return { ...COMMON_FIELDS, ...PAGE_FIELDS[page] };
}

/** The GraphQL type gatsby-transformer-json gives `data/<lang>/<page>.json`. */
export function pageTypeName(page: string): string {
  const camel = page.replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');
  return `${camel[0]!.toUpperCase()}${camel.slice(1)}Json`;
}
