/** @jest-environment node */
import { LANDING_LINK_DELAY_STEP_S } from '../../../src/config/constants';
import { linkFallDelayS } from '../../../src/views/landing/fallDelay';

test('links fall in 0.5 s steps, rippling out from the clicked one', () => {
  expect(LANDING_LINK_DELAY_STEP_S).toBe(0.5);
  expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => linkFallDelayS(i, 3))).toEqual([1, 0.5, 0, 0, 0, 0.5, 1, 1.5, 2]);
  expect(linkFallDelayS(8, 0)).toBe(3.5);
});
