/**
 * The blog's month in Netlify credits (bench/blogCost.ts), worked by hand for a studio posting twice a day: the
 * renders its changes and the site's deploys cause, their compute at Netlify's rate, against the deploys it cost before.
 */
import { blogMonthCost, CREDITS, rebuildMonthCost, rendersOf } from '../../../bench/blogCost';

const MONTH = { posts: 60, edits: 60, pageViews: 100_000, postsInAll: 700, siteDeploys: 4, unknownAddresses: 1_000 };
const MEASURED = { missMs: 250, coldStartMs: 500, purgeMs: 300 };

test('the renders: 10 a publish, 6 an edit, every blog answer again after each deploy, each unknown address once', () => {
  expect(rendersOf(MONTH)).toEqual({
    changes: 60 * 10 + 60 * 6,
    refills: 4 * (1400 + 2 + 1 + 1),
    unknown: 1_000,
    total: 960 + 5_616 + 1_000,
  });
});

test('their compute at 5 credits a GB-hour of a 1 GB function, a cold start per change and per deploy, and the purges’ requests; no deploy', () => {
  const cost = blogMonthCost(MONTH, MEASURED);
  // 7 576 renders of 250 ms; 124 cold starts of 500 ms (120 changes, 4 deploys); 120 purges of 300 ms.
  const gbHours = (7_576 * 0.25 + 124 * 0.5 + 120 * 0.3) / 3_600;
  expect(cost.coldStarts).toBe(124);
  expect(cost.computeGbHours).toBeCloseTo(gbHours, 6);
  expect(cost.computeCredits).toBeCloseTo(gbHours * 5, 6);
  expect(cost.requestCredits).toBeCloseTo((120 / 10_000) * 3, 6);
  expect(cost.deployCredits).toBe(0);
  expect(cost.total).toBeCloseTo(gbHours * 5 + 0.036, 6);
  expect(cost.total).toBeLessThan(5);
  // Were every render cold: 750 ms each.
  expect(cost.allColdTotal).toBeCloseTo(((7_576 * 0.75 + 120 * 0.3) / 3_600) * 5 + 0.036, 6);
});

test('before, each visible change was a production deploy of 15 credits', () => {
  expect(CREDITS.productionDeploy).toBe(15);
  expect(rebuildMonthCost(MONTH)).toBe(1_800);
});
