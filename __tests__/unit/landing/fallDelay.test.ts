/** @jest-environment node */
import { linkFallDelayMs } from '../../../src/views/landing/fallDelay';

test('links fall in 500 ms steps, rippling out from the clicked one', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => linkFallDelayMs(i, 3))).toEqual([1000, 500, 0, 0, 0, 500, 1000, 1500, 2000]);
  expect(linkFallDelayMs(8, 0)).toBe(3500);
});
