import type { Page } from 'playwright-core';
import { afterFrames } from './browser';

/** The feed's post cards. */
export const cards = (page: Page) => page.locator('[data-testid="blog-post"]');

export async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/**
 * Waits until the feed has done what the page's last event asked of it: a scroll's handler and the feed's own check
 * a frame after its cards are drawn have run (two frames), and no load is running (its section no longer busy). A
 * load that either had started would have sent its request and have been answered by then.
 */
export async function feedSettled(page: Page): Promise<void> {
  await afterFrames(page, 3);
  await page.locator('section[aria-busy="false"]').waitFor({ state: 'attached' });
}
