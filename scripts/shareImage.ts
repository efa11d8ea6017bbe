/**
 * `npm run share-image`: renders the Open Graph / Twitter share card
 * (static/og-image.png, 1200x630) and the square logo for the Organization
 * structured data (static/logo.png, 512x512) from HTML in Chromium, with the
 * site's own fonts and theme colours. Re-run after changing the brand.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './lib/chromium';
import { SITE_NAME } from '../src/config/site';
import { SHARE_IMAGE } from '../src/seo/shareImage';
import { theme } from '../src/theme/theme';

/** A font file as a data URL: a page made with setContent may not read file:// URLs. */
const fontFile = (pkg: string, file: string) =>
  `data:font/woff2;base64,${readFileSync(path.resolve(__dirname, '../node_modules/@fontsource-variable', pkg, 'files', file)).toString(
    'base64',
  )}`;

const FONTS = `
  @font-face { font-family: Display; font-weight: 200 900; src: url('${fontFile('unbounded', 'unbounded-latin-wght-normal.woff2')}'); }
  @font-face { font-family: Display; font-weight: 200 900; src: url('${fontFile('unbounded', 'unbounded-cyrillic-wght-normal.woff2')}'); unicode-range: U+0400-045F; }
  @font-face { font-family: Body; font-weight: 200 800; src: url('${fontFile('manrope', 'manrope-latin-wght-normal.woff2')}'); }
  @font-face { font-family: Body; font-weight: 200 800; src: url('${fontFile('manrope', 'manrope-cyrillic-wght-normal.woff2')}'); unicode-range: U+0400-045F; }
`;

const { colors } = theme;

/** A strip of film perforations along an edge. */
const perforations = (edge: 'top' | 'bottom') => `
  <div style="position:absolute;${edge}:0;left:0;right:0;height:56px;background:${colors.surface};
    display:flex;gap:22px;align-items:center;padding:0 28px;overflow:hidden">
    ${`<span style="flex:none;width:34px;height:22px;border-radius:5px;background:${colors.background}"></span>`.repeat(30)}
  </div>`;

const card = `<!doctype html><html><head><meta charset="utf-8"><style>${FONTS}
  html,body{margin:0;width:${SHARE_IMAGE.width}px;height:${SHARE_IMAGE.height}px;background:${colors.background};color:${colors.text};font-family:Body}
</style></head><body>
  <div style="position:relative;width:100%;height:100%;overflow:hidden">
    ${perforations('top')}${perforations('bottom')}
    <div style="position:absolute;right:-120px;top:90px;width:520px;height:520px;border-radius:50%;
      background:radial-gradient(circle at 40% 40%, ${colors.accentStrong}66, ${colors.accent}26 40%, transparent 68%)"></div>
    <div style="position:absolute;left:88px;top:128px;right:88px">
      <div style="display:flex;align-items:center;gap:18px;font:600 22px/1 Body;letter-spacing:.32em;text-transform:uppercase;color:${colors.accent}">
        <span style="width:14px;height:14px;border-radius:50%;background:${colors.red}"></span>REC · Moscow
      </div>
      <div style="margin-top:34px;font:800 168px/0.9 Display;letter-spacing:.08em">${SITE_NAME}</div>
      <div style="margin-top:40px;font:600 34px/1.25 Body;color:${colors.text}">Креативный кино- и рекламный продакшн</div>
      <div style="margin-top:10px;font:500 28px/1.25 Body;color:${colors.textMuted}">Creative film and advertising production</div>
    </div>
  </div>
</body></html>`;

const logo = `<!doctype html><html><head><meta charset="utf-8"><style>${FONTS}
  html,body{margin:0;width:512px;height:512px;background:${colors.background}}
</style></head><body>
  <div style="width:512px;height:512px;display:grid;place-items:center;background:${colors.background}">
    <div style="width:400px;height:400px;border-radius:88px;border:10px solid ${colors.accent};display:grid;place-items:center;
      font:800 250px/1 Display;color:${colors.accent}">${SITE_NAME.charAt(0)}</div>
  </div>
</body></html>`;

async function render(html: string, width: number, height: number, file: string) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.resolve(__dirname, '../static', file), type: 'png' });
    console.log(`static/${file} (${width}x${height})`);
  } finally {
    await browser.close();
  }
}

async function main() {
  await render(card, SHARE_IMAGE.width, SHARE_IMAGE.height, SHARE_IMAGE.path.slice(1));
  await render(logo, 512, 512, 'logo.png');
}

void main();
