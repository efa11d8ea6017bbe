import type { PageKey } from './routes';

/**
 * The landing menu in the spec's order (product §2): scripts, production,
 * casting, product placement, events, cases, Kremlin, blog. The labels come
 * from data/<lang>/landing.json; the order and the targets live here.
 */
export const LANDING_MENU: ReadonlyArray<{ page: PageKey; label: keyof Queries.LandingMenuLabelsFragment }> = [
  { page: 'scripts', label: 'scripts' },
  { page: 'production', label: 'production' },
  { page: 'casting', label: 'casting' },
  { page: 'product-placement', label: 'productPlacement' },
  { page: 'events', label: 'events' },
  { page: 'cases', label: 'cases' },
  { page: 'kremlin', label: 'kremlin' },
  { page: 'blog', label: 'blog' },
];

/** The apply link comes after the menu in the fall sequence. */
export const APPLY_INDEX = LANDING_MENU.length;

/** The number shown before menu item `i`: "01" to "08". */
export const menuNumber = (i: number) => String(i + 1).padStart(2, '0');
