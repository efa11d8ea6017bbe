import type { Locator, Page } from 'playwright-core';
import { LANDING_LETTER_FALL_MS } from '../../../src/config/constants';

/**
 * When each letter under `scope` starts to fall, in ms after the landing began leaving, as Chromium computes it from
 * the landing's CSS (FallingText.tsx): the delay of the letter's fall animation (the one lasting
 * LANDING_LETTER_FALL_MS; the title's intro is shorter) to the ms, as CSS sums it in floating point, or null for a
 * letter that has none and stands.
 */
export const fallStarts = (scope: Locator): Promise<Array<number | null>> =>
  scope.locator('[data-letter]').evaluateAll(
    (letters, fallMs) =>
      letters.map((letter) => {
        const fall = letter.getAnimations().find((animation) => animation.effect?.getTiming().duration === fallMs);
        return fall ? Math.round(Number(fall.effect!.getTiming().delay)) : null;
      }),
    LANDING_LETTER_FALL_MS,
  );

/** When the first letter of each of `texts` starts to fall, read as fallStarts does, in one round trip to the page. */
export const firstFallStarts = (texts: Locator): Promise<Array<number | null>> =>
  texts.evaluateAll(
    (elements, fallMs) =>
      elements.map((element) => {
        const fall = element
          .querySelector('[data-letter]')
          ?.getAnimations()
          .find((animation) => animation.effect?.getTiming().duration === fallMs);
        return fall ? Math.round(Number(fall.effect!.getTiming().delay)) : null;
      }),
    LANDING_LETTER_FALL_MS,
  );

/** How many of the page's letters are falling (running, or waiting for their delay): those with a fall animation. */
export const fallingLetters = async (page: Page): Promise<number> =>
  (await fallStarts(page.locator('main'))).filter((start) => start !== null).length;

/** Waits until at least `count` of the page's letters are falling: the landing has begun leaving. */
export async function lettersFalling(page: Page, count = 1): Promise<void> {
  await page.waitForFunction(
    ([least, fallMs]) =>
      [...document.querySelectorAll('main [data-letter]')].filter((letter) =>
        letter.getAnimations().some((animation) => animation.effect?.getTiming().duration === fallMs),
      ).length >= least,
    [count, LANDING_LETTER_FALL_MS] as const,
  );
}
