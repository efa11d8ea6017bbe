import { type Fields, t } from '../schema';

/**
 * The landing page (product §2 "Landing"). The menu is an object with one label
 * per page rather than a list, so a maintainer can reword a link but cannot
 * drop one or change the spec's order (the order lives in LandingMenu).
 */
export const LANDING_FIELDS = {
  kicker: t.string(),
  menuLabel: t.string(),
  menu: t.object({
    scripts: t.string(),
    production: t.string(),
    casting: t.string(),
    productPlacement: t.string(),
    events: t.string(),
    cases: t.string(),
    kremlin: t.string(),
    blog: t.string(),
  }),
  apply: t.string(),
  tagline: t.string(),
} as const satisfies Fields;
