import type { PageKey } from '../config/routes';
import { ABOUT_FIELDS } from './pages/about';
import { BLOG_FIELDS } from './pages/blog';
import { CASES_FIELDS } from './pages/cases';
import { CASTING_FIELDS } from './pages/casting';
import { CONTACTS_FIELDS } from './pages/contacts';
import { EVENTS_FIELDS } from './pages/events';
import { KREMLIN_FIELDS } from './pages/kremlin';
import { LANDING_FIELDS } from './pages/landing';
import { PRIVACY_FIELDS } from './pages/privacy';
import { PRODUCT_PLACEMENT_FIELDS } from './pages/product-placement';
import { PRODUCTION_FIELDS } from './pages/production';
import { SCRIPTS_FIELDS } from './pages/scripts';
import { TEAM_FIELDS } from './pages/team';
import { THANKS_FIELDS } from './pages/thanks';
import { type Fields, t } from './schema';

/**
 * What every page's data file holds, whatever the page: the document title
 * and meta description (product §2: "Every page sets its own document title and
 * meta description in the page language") and the page's main heading.
 */
export const COMMON_FIELDS = {
  title: t.string(),
  description: t.text(),
  heading: t.string(),
} as const satisfies Fields;

/** Page-specific content, per page key, on top of COMMON_FIELDS: one module per page in ./pages/. */
export const PAGE_FIELDS: Record<PageKey, Fields> = {
  landing: LANDING_FIELDS,
  scripts: SCRIPTS_FIELDS,
  production: PRODUCTION_FIELDS,
  'product-placement': PRODUCT_PLACEMENT_FIELDS,
  events: EVENTS_FIELDS,
  contacts: CONTACTS_FIELDS,
  casting: CASTING_FIELDS,
  team: TEAM_FIELDS,
  about: ABOUT_FIELDS,
  cases: CASES_FIELDS,
  kremlin: KREMLIN_FIELDS,
  blog: BLOG_FIELDS,
  thanks: THANKS_FIELDS,
  privacy: PRIVACY_FIELDS,
};

export function pageFields(page: PageKey): Fields {
  return { ...COMMON_FIELDS, ...PAGE_FIELDS[page] };
}

/** The GraphQL type gatsby-transformer-json gives `data/<lang>/<page>.json`. */
export function pageTypeName(page: string): string {
  const camel = page.replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');
  return `${camel[0]!.toUpperCase()}${camel.slice(1)}Json`;
}
