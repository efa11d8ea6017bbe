import type { Locator, Page } from 'playwright-core';

/**
 * Elements that stick out of the viewport sideways, described for a failure
 * message. The body clips horizontal overflow, so scrollWidth alone would
 * hide a card that is cut off; this looks at every element's box instead.
 */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.body.querySelectorAll('*'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && (box.right > width + 1 || box.left < -1);
      })
      .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

/** The text of every element matching `selector`, whitespace-collapsed, in page order. */
export function texts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

/** The main content's text, whitespace-collapsed. */
export async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

/**
 * Waits until the animations and transitions running in the elements `locator` matches, and inside them, have run to
 * their end (their own promise; one cancelled counts as ended; a looping one, such as a loading pulse, is not waited
 * for). A colour check taken mid-fade reads a colour the page never rests at.
 */
export async function motionEnded(locator: Locator): Promise<void> {
  await locator.evaluateAll((elements) =>
    Promise.all(
      elements
        .flatMap((element) => element.getAnimations({ subtree: true }))
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Waits until the fade-ins of the cases page's project cards have run to their end. */
export const cardsFadedIn = (page: Page) => motionEnded(page.getByTestId('project-card'));
