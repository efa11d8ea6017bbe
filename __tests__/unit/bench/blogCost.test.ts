/**
 * The blog's month in Netlify credits (bench/blogCost.ts), worked by hand for a studio posting twice a day: the
 * renders its changes and the site's deploys cause, their compute at Netlify's rate, against the deploys it cost before.
 */
import { blogMonthCost, CREDITS, rebuildMonthCost, rendersOf, viewsCost } from '../../../bench/blogCost';

const MONTH = { posts: 60, edits: 60, pageViews: 100_000, postsInAll: 700, siteDeploys: 4, unknownAddresses: 1_000 };
const MEASURED = { missMs: 250, coldStartMs: 500, coldShare: 0.1, purgeMs: 300 };

test('the renders: 10 a publish, 6 an edit, every blog answer again after each deploy, each unknown address once', () => {
  expect(rendersOf(MONTH)).toEqual({
    changes: 60 * 10 + 60 * 6,
    refills: 4 * (1400 + 2 + 1 + 1),
    unknown: 1_000,
    total: 960 + 5_616 + 1_000,
  });
});

test('their compute at 5 credits a GB-hour of a 1 GB function, and the purges’ requests; no deploy', () => {
  const cost = blogMonthCost(MONTH, MEASURED);
  // 7 576 renders of 250 ms plus a tenth of them 500 ms colder: 300 ms each; 120 purges of 300 ms.
  const gbHours = (7_576 * 0.3 + 120 * 0.3) / 3_600;
  expect(cost.computeGbHours).toBeCloseTo(gbHours, 6);
  expect(cost.computeCredits).toBeCloseTo(gbHours * 5, 6);
  expect(cost.requestCredits).toBeCloseTo((120 / 10_000) * 3, 6);
  expect(cost.deployCredits).toBe(0);
  expect(cost.total).toBeCloseTo(gbHours * 5 + 0.036, 6);
  expect(cost.total).toBeLessThan(5);
  // With no CDN at all, 30 000 post page views would each be a render.
  expect(cost.noCacheTotal(30_000)).toBeCloseTo(((30_000 * 0.3 + 120 * 0.3) / 3_600) * 5 + 0.036, 6);
});

test('before, each visible change was a production deploy of 15 credits', () => {
  expect(CREDITS.productionDeploy).toBe(15);
  expect(rebuildMonthCost(MONTH)).toBe(1_800);
});

test('the views’ own bytes and requests, the site’s either way: 10 credits a GB, 3 a 10 000 requests', () => {
  expect(viewsCost(100_000, 200_000, 10)).toBeCloseTo(20 * 10 + 100 * 3, 6);
});
