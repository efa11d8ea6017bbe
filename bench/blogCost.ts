/**
 * What the blog costs a month in Netlify credits, by Netlify's meters, from figures measured by
 * `npm run bench:blog-pages` (docs/deploying.md, "The blog without deploys"; docs/decisions/0014-blog-pages-on-demand.md).
 * Only what the blog adds to the site is counted: a post page's view is a web request and its bytes are bandwidth
 * whether a file or the CDN's copy of the function's answer serves it, so those are the site's cost either way; the
 * blog adds its function's compute on the CDN's misses and the purges' requests, and (before) its deploys.
 */

/**
 * Netlify's credit rates for the credit-based Free, Personal and Pro plans
 * (https://docs.netlify.com/manage/accounts-and-billing/billing/billing-for-credit-based-plans/how-credits-work/).
 */
export const CREDITS = {
  productionDeploy: 15,
  computePerGbHour: 5,
  bandwidthPerGb: 10,
  webRequestsPer10k: 3,
} as const;

/** The memory a Netlify Function runs with, which compute is billed by (GB-hours: memory times duration). */
export const FUNCTION_MEMORY_GB = 1;

/** A month of the studio's blog. */
export interface BlogMonth {
  /** Posts published that month (the Telegram channel's, the editor's). */
  posts: number;
  /** Edits of published posts. */
  edits: number;
  /** Page views of the whole site. */
  pageViews: number;
  /** Posts on the blog in all (every one has two pages the CDN may hold). */
  postsInAll: number;
  /** Production deploys of the site's own (content in /admin/, code): each invalidates the CDN's blog answers. */
  siteDeploys: number;
  /** Requests for addresses under /blog/ no post has (crawlers, typos): each a render, then kept. */
  unknownAddresses: number;
}

/** What `npm run bench:blog-pages` measured: the function's time for a page on a cache miss, warm and cold. */
export interface Measured {
  /** A render on a cache miss in a warm instance, 95th percentile, ms (two reads of the backend and the page). */
  missMs: number;
  /** A cold start's extra time (a new instance loading the function), ms. */
  coldStartMs: number;
  /** The purge function's time per purge, ms (Netlify's purge API answering). */
  purgeMs: number;
}

/** The renders a month's changes cause: the pages a change alters, each drawn again at its next view. */
export function rendersOf(month: BlogMonth) {
  // A publish: its two pages, its neighbours' four (both sides, at most), the two feeds, the index and one sitemap file.
  const perPublish = 2 + 4 + 2 + 2;
  // An edit: its two pages, the two feeds, the index and its sitemap file.
  const perEdit = 2 + 2 + 2;
  const changes = month.posts * perPublish + month.edits * perEdit;
  // After each of the site's deploys, every blog answer once more, if every one is viewed.
  const refills = month.siteDeploys * (2 * month.postsInAll + 2 + 1 + Math.ceil(month.postsInAll / 25_000));
  return { changes, refills, unknown: month.unknownAddresses, total: changes + refills + month.unknownAddresses };
}

const gbHours = (count: number, ms: number) => (count * ms * FUNCTION_MEMORY_GB) / 3_600_000;

export interface MonthCost {
  renders: ReturnType<typeof rendersOf>;
  /** Purge requests: at most one per change (a burst of saves is one). */
  purges: number;
  /**
   * New instances: one for the first render after each change and after each of the site's deploys; the renders that
   * follow within minutes find it warm.
   */
  coldStarts: number;
  computeGbHours: number;
  computeCredits: number;
  /** The purges' web requests (the function's own answers cost nothing beyond the page views). */
  requestCredits: number;
  deployCredits: number;
  /** What the blog adds to the site's month. */
  total: number;
  /** The bound were every render a cold start (renders spread so thin that no instance is ever warm). */
  allColdTotal: number;
}

/** The month's credits the blog adds, now: no deploys, compute on misses and purges. */
export function blogMonthCost(month: BlogMonth, measured: Measured): MonthCost {
  const renders = rendersOf(month);
  const purges = month.posts + month.edits;
  const coldStarts = purges + month.siteDeploys;
  const purgeGbHours = gbHours(purges, measured.purgeMs);
  const computeGbHours = gbHours(renders.total, measured.missMs) + gbHours(coldStarts, measured.coldStartMs) + purgeGbHours;
  const requestCredits = (purges / 10_000) * CREDITS.webRequestsPer10k;
  const allColdGbHours = gbHours(renders.total, measured.missMs + measured.coldStartMs) + purgeGbHours;
  return {
    renders,
    purges,
    coldStarts,
    computeGbHours,
    computeCredits: computeGbHours * CREDITS.computePerGbHour,
    requestCredits,
    deployCredits: 0,
    total: computeGbHours * CREDITS.computePerGbHour + requestCredits,
    allColdTotal: allColdGbHours * CREDITS.computePerGbHour + requestCredits,
  };
}

/** The same month before (decision 0011): a production deploy per visible change, coalesced at most to one a burst. */
export function rebuildMonthCost(month: BlogMonth): number {
  return (month.posts + month.edits) * CREDITS.productionDeploy;
}
