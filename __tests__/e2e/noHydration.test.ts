/**
 * Issue 9: no page of the built site runs React. Every page is complete as the build rendered it (issue 11:
 * renderToString, emotion's styles in the head); the blog's feed builds its cards with the DOM
 * (src/views/blog/feedDom.ts), the landing and the 404 pages run one small inline script each. So no page can
 * report a hydration mismatch, and none pays for React, i18next or emotion in the browser.
 */
import { NOT_FOUND_LOG_PREFIX } from '../../src/views/not-found/notFoundLog';
import { appErrors, openPage, visit } from './support/browser';
import { FORM_ROUTES, NOT_FOUND_ROUTES, PAGE_TIMEOUT_MS, ROUTES } from './support/site';

/** Strings only React DOM's runtime carries, whatever the minifier did to the rest. */
const REACT_DOM = /__reactFiber|__reactContainer|react-dom|Minified React error/;

test(
  'no page downloads React or leaves a React root in the document; the blog still shows its posts',
  async () => {
    const found: string[] = [];
    for (const { path } of [...ROUTES, ...FORM_ROUTES, ...NOT_FOUND_ROUTES]) {
      const { page, errors, close } = await openPage();
      const reactScripts: string[] = [];
      page.on('response', async (response) => {
        if (!response.url().endsWith('.js')) return;
        if (REACT_DOM.test(await response.text().catch(() => ''))) reactScripts.push(response.url());
      });
      try {
        await page.route('https://t.me/**', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '' }));
        await visit(page, path);
        if (path.endsWith('/blog')) await page.locator('[data-testid="blog-post"]').first().waitFor();
        await page.waitForTimeout(200);
        const roots = await page.evaluate(() =>
          [...document.querySelectorAll('*')].filter((el) => Object.keys(el).some((key) => key.startsWith('__react'))).length,
        );
        for (const url of reactScripts) found.push(`${path}: downloads ${url}`);
        if (roots > 0) found.push(`${path}: ${roots} elements carry React's fiber properties`);
        for (const error of appErrors(errors).filter((e) => !e.startsWith(NOT_FOUND_LOG_PREFIX))) found.push(`${path}: ${error}`);
      } finally {
        await close();
      }
    }
    expect(found).toEqual([]);
  },
  10 * PAGE_TIMEOUT_MS,
);
