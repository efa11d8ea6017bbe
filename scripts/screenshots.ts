/**
 * `npm run screenshots`: a full-page PNG of every page of product §2, in both
 * languages, at a phone width (390 px) and a desktop width (1440 px), taken
 * from the production build (run `npm run build` first) served as Netlify
 * would. Output: screenshots/<width>/<name>.png (git-ignored). Each shot also
 * reports a horizontal overflow, which the design must never have.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './lib/chromium';
import { LANGUAGES, PAGE_KEYS } from '../src/config/routes';
import { pagePath } from '../src/i18n/paths';
import { builtImageCdn } from '../src/gatsby/deploy/netlifyImages';
import { startStaticServer } from './lib/staticServer';

const WIDTHS = [390, 1440] as const;
/** Wait past the entrance animations (title letters, card fade-ins) so the shot shows the settled page. */
const SETTLE_MS = 2000;

async function main() {
  const root = path.resolve(__dirname, '../public');
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error('No production build in public/: run `npm run build` first.');
    process.exit(1);
  }
  const only = process.argv.slice(2);
  const out = path.resolve(__dirname, '../screenshots');
  const site = await startStaticServer(root, { images: builtImageCdn(path.dirname(root)) });
  const browser = await launchBrowser();
  const overflowing: string[] = [];
  try {
    for (const width of WIDTHS) {
      mkdirSync(path.join(out, String(width)), { recursive: true });
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      for (const lang of LANGUAGES) {
        for (const key of PAGE_KEYS) {
          const name = `${lang}-${key}`;
          if (only.length > 0 && !only.some((o) => name.includes(o))) continue;
          await page.goto(`${site.url}${pagePath(key, lang)}`, { waitUntil: 'networkidle' });
          await page.waitForTimeout(SETTLE_MS);
          // The global styles clip overflow-x on <body>; lift that so an overflow can be seen, and
          // name the elements that stick out past the viewport's right edge.
          const offenders = await page.evaluate(() => {
            document.body.style.overflowX = 'visible';
            const limit = document.documentElement.clientWidth + 1;
            return [...document.querySelectorAll('body *')]
              .filter((el) => el.getBoundingClientRect().right > limit && el.getBoundingClientRect().width > 1)
              .slice(0, 3)
              .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`);
          });
          await page.evaluate(() => document.body.style.removeProperty('overflow-x'));
          if (offenders.length > 0) overflowing.push(`${name} @${width}px: ${offenders.join(', ')}`);
          const file = path.join(out, String(width), `${name}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(`${path.relative(process.cwd(), file)}`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
  if (overflowing.length > 0) {
    console.error(`Horizontal overflow:\n  ${overflowing.join('\n  ')}`);
    process.exit(1);
  }
}

void main();
