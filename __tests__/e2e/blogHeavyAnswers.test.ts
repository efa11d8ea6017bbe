/**
 * The feed against a backend that lies about how much it sends, in Chromium on the production build
 * (bench/heavyAnswerCases.ts): the page reads no answer past the largest page the database can hold
 * (BLOG_ANSWER_MAX_BYTES), so such an answer draws nothing and is reported as a failed load, once, with no retry; an
 * answer within it gives at most a page of posts. What is asserted is what the feed bounds: the posts drawn, the answers
 * read, the failure reported. The page's long tasks while it draws these answers are measured by
 * `npm run bench:heavy-answers`, not asserted here: their milliseconds depend on the machine.
 */
import { BLOG_PAGE_SIZE } from '../../src/config/constants';
import { withPage } from './support/browser';
import { drawAnswers, HEAVY_CASES, readable } from '../../bench/heavyAnswerCases';
import { cspViolations } from './support/site';

/** The feed's report of an answer it did not read (blog/cappedBody.ts), through either of its two paths. */
const TOO_LARGE = /Blog feed: could not load posts.*answer is over \d+ bytes/s;

test.each(HEAVY_CASES.map((heavy) => [heavy.what, heavy] as const))(
  '%s: an answer too large for a page is not read, and any other gives at most a page of posts',
  async (_what, { answers }) => {
    await withPage(async ({ page, errors }) => {
      const drawn = await drawAnswers(page, process.env.E2E_BASE_URL!, answers);
      // The feed asks for the next answer only after a full first page.
      const asked = readable(answers[0]!) && answers.length > 1 ? 2 : 1;
      const expected = answers
        .slice(0, asked)
        .reduce((shown, rows) => shown + (readable(rows) ? Math.min(rows.length, BLOG_PAGE_SIZE) : 0), 0);
      const refused = answers.slice(0, asked).filter((rows) => !readable(rows)).length;
      expect(drawn).toMatchObject({ shown: expected, answers: asked });
      expect(errors.filter((e) => TOO_LARGE.test(e))).toHaveLength(refused);
      expect(errors.filter((e) => !TOO_LARGE.test(e) && !e.startsWith('Failed to load resource'))).toEqual([]);
      expect(cspViolations(errors)).toEqual([]);
    });
  },
  120_000,
);

test('the cases cover both sides of the cap: answers drawn and answers refused', () => {
  const firsts = HEAVY_CASES.map(({ answers }) => readable(answers[0]!));
  expect(firsts).toContain(true);
  expect(firsts).toContain(false);
});
