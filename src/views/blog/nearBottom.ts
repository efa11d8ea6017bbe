import { BLOG_SCROLL_THRESHOLD_PX } from '../../config/constants';

/**
 * True when the visitor is within the scroll threshold of the page bottom
 * (product §4, §9) — which is also true while the page does not fill the screen.
 */
export function isNearPageBottom(): boolean {
  const { scrollHeight } = document.documentElement;
  return window.innerHeight + window.scrollY >= scrollHeight - BLOG_SCROLL_THRESHOLD_PX;
}
