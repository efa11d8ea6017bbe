import { LANDING_LINK_DELAY_STEP_MS } from '../../config/constants';

/**
 * When the letters of link `item` start to fall after link `source` was
 * clicked: the fall ripples out from the clicked link, its neighbours first,
 * each further link LANDING_LINK_DELAY_STEP_MS (500 ms, SPEC §9) later.
 */
export function linkFallDelayMs(item: number, source: number): number {
  return Math.max(0, Math.abs(item - source) - 1) * LANDING_LINK_DELAY_STEP_MS;
}
