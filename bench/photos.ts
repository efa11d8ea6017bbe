/**
 * The blog's photos in `npm run bench` (docs/performance.md, "Blog photos"), on /blog with the embedded backend:
 * - the "large photo" case: the first post's photo replaced by a 4000x3000 JPEG of about 4 MB, what an editor's phone
 *   camera gives, made here from the seed's photo with sharp (fine grain and a coarser texture, so it keeps a real
 *   photo's detail when made smaller), written beside the seed's media for the run (git-ignored) and removed after;
 * - Lighthouse and real Chromium on /blog with the seed's photo first and with the large one: the LCP and the bytes that
 *   photo costs. A first visit of each is not counted: it has the image CDN make the photo, as the first visitor after
 *   a post has Netlify's edge make it;
 * - the bytes each seed photo costs a visitor who scrolls through the whole feed on the bench's phone;
 * - with BENCH_BASELINE (a git revision, or a checkout with its build), the same on that build in the same run, each
 *   of its visits beside this build's, so that the machine's load falls on both alike.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { builtImageCdn } from '../src/gatsby/deploy/netlifyImages';
import { startStaticServer } from '../scripts/lib/staticServer';
import { IMAGE_CDN_PATH, publicBucketPrefix, SEED_MEDIA_BUCKET } from '../src/config/imageCdn';
import { LOCAL_SUPABASE_URL } from '../src/config/localSupabase';
import { launchThrottledBrowser, pageLcp, PHONE, throttledPage } from './chromiumLcp';
import { startCompressingProxy } from './compressingProxy';
import { median, runLighthouse, withRetries } from './lighthouse';

const SEED_MEDIA = path.resolve(__dirname, '../supabase/seed-media');
/** The large photo's name beside the seed's media (git-ignored: bench-*). */
const LARGE_PHOTO = 'bench-large-photo.jpg';
const FEED_POSTS = 13;
/** The targets of docs/performance.md ("Targets"): that photo's bytes, and the LCP with it against the LCP with the seed's photo. */
export const PHOTO_TARGETS = { largePhotoBytes: 120 * 1024, largeLcpRatio: 1.1, seedLcpRatio: 1 } as const;

/**
 * A 4000x3000 JPEG of about 4 MB from `seedFile`: the seed photo enlarged, with a texture of 6 px grains and a fine
 * grain over it, at quality 90. Returns its size in bytes.
 */
export async function writeLargePhoto(seedFile: string, to: string): Promise<number> {
  const raw = { width: 4000, height: 3000, channels: 3 } as const;
  const noise = (width: number, height: number, sigma: number) =>
    sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } })
      .raw()
      .toBuffer();
  const texture = await sharp(await noise(640, 480, 40), { raw: { width: 640, height: 480, channels: 3 } })
    .resize(raw.width, raw.height)
    .raw()
    .toBuffer();
  await sharp(seedFile)
    .resize(raw.width, raw.height, { fit: 'cover' })
    .composite([
      { input: texture, raw, blend: 'overlay' },
      { input: await noise(raw.width, raw.height, 16), raw, blend: 'overlay' },
    ])
    .jpeg({ quality: 90 })
    .toFile(to);
  return statSync(to).size;
}

/** The file name of the Storage photo behind an address: the image CDN's source, or the address itself. */
export function photoName(address: string): string | null {
  const url = new URL(address);
  const source = url.pathname === IMAGE_CDN_PATH ? url.searchParams.get('url') : address;
  return source?.includes('/storage/v1/object/public/') ? path.posix.basename(new URL(source).pathname) : null;
}

/** Bytes the page received per address (headers and body, as sent), from DevTools' network events, as they come. */
async function transfers(page: Page): Promise<Map<string, number>> {
  const bytes = new Map<string, number>();
  const urls = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId);
    if (url) bytes.set(url, (bytes.get(url) ?? 0) + encodedDataLength);
  });
  return bytes;
}

/** Bytes per seed photo a visitor on the bench's phone transfers scrolling through the whole feed of `siteUrl`. */
async function seedPhotoBytes(browser: Browser, siteUrl: string): Promise<Record<string, number>> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const sent = await transfers(page);
    await page.goto(`${siteUrl}/blog`, { waitUntil: 'networkidle', timeout: 120_000 });
    for (let i = 0; i < 200; i += 1) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(100);
      const done = await page.evaluate(
        (posts) =>
          document.querySelectorAll('[data-testid="blog-post"]').length === posts &&
          window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1 &&
          [...document.querySelectorAll<HTMLImageElement>('[data-testid="blog-post"] img')].every((img) => img.complete),
        FEED_POSTS,
      );
      if (done) break;
    }
    const out: Record<string, number> = {};
    for (const [url, bytes] of sent) {
      const name = photoName(url);
      if (name && /\.jpe?g$/.test(name)) out[name] = (out[name] ?? 0) + bytes;
    }
    return out;
  } finally {
    await context.close();
  }
}

/**
 * One cold throttled visit of /blog: its LCP once the first post's photo has painted (a photo of megabytes arrives
 * long after the page is otherwise quiet), and the bytes of that photo as its card shows it.
 */
async function chromiumVisit(browser: Browser, siteUrl: string): Promise<{ lcpMs: number; photoBytes: number }> {
  const { context, page } = await throttledPage(browser);
  try {
    const sent = await transfers(page);
    await pageLcp(page, `${siteUrl}/blog`);
    const shown = await page
      .locator('[data-testid="blog-post"] img')
      .first()
      .evaluate(
        // No named function in here: tsx names them with a helper (__name) that the page does not have.
        (img: HTMLImageElement) =>
          (img.complete ? Promise.resolve() : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })))
            .then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
            .then(() => img.currentSrc),
        undefined,
        { timeout: 300_000 },
      );
    const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
    return { lcpMs, photoBytes: sent.get(shown) ?? 0 };
  } finally {
    await context.close();
  }
}

/** Whether a checkout asks for the same packages (and overrides) as this one, so it can build with its node_modules. */
function sameDependencies(root: string, other: string): boolean {
  type Manifest = Record<'dependencies' | 'devDependencies' | 'overrides', Record<string, string> | undefined>;
  const read = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
  const [ours, theirs] = [read(root), read(other)];
  return (['dependencies', 'devDependencies', 'overrides'] as const).every((field) =>
    Object.entries(theirs[field] ?? {}).every(
      ([name, range]) => ({ ...ours.dependencies, ...ours.devDependencies, ...ours.overrides })[name] === range,
    ),
  );
}

/**
 * The site to compare with: `spec` is a checkout whose public/ is built, or a git revision, exported (git archive) into
 * the system's temporary folder and built there once, reused while it is there. It builds with this project's
 * node_modules when it asks for the same packages, else with its own `npm ci`.
 */
export function baselineSite(spec: string, root: string): { dir: string; label: string } {
  if (existsSync(path.join(spec, 'public', 'index.html'))) return { dir: path.resolve(spec), label: path.basename(path.resolve(spec)) };
  const revision = execFileSync('git', ['rev-parse', '--verify', `${spec}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const short = revision.slice(0, 10);
  // A branch or tag keeps its name in the tables (the designs of one change, measured side by side).
  const label = revision.startsWith(spec) ? short : `${spec} ${short.slice(0, 7)}`;
  const dir = path.join(os.tmpdir(), `kadr-bench-baseline-${short}`);
  if (existsSync(path.join(dir, 'public', 'index.html'))) return { dir, label };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', 'git archive "$1" | tar -x -C "$2"', 'sh', revision, dir], { cwd: root, stdio: 'inherit' });
  if (sameDependencies(root, dir)) symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } });
  return { dir, label };
}

export interface PhotoCase {
  build: string;
  photo: 'seed' | 'large';
  lighthouse: { lcpMs: number; photoBytes: number };
  chromium: { lcpMs: number; photoBytes: number };
}

export interface PhotoResults {
  seedPhoto: { name: string; bytes: number };
  largePhotoBytes: number;
  cases: PhotoCase[];
  /** Per build, bytes per seed photo a visitor scrolling the whole feed transfers. */
  seedPhotos: Record<string, Record<string, number>>;
}

export interface PhotoOptions {
  root: string;
  db: PGlite;
  /** This build, served as the bench serves it. */
  siteUrl: string;
  chromePort: number;
  runs: number;
  chromiumRuns: number;
  /** BENCH_BASELINE: a git revision or a built checkout to compare with. */
  baseline?: string;
}

export async function measurePhotos({ root, db, siteUrl, chromePort, runs, chromiumRuns, baseline }: PhotoOptions): Promise<PhotoResults> {
  const closers: Array<() => Promise<void>> = [];
  const sites = [{ label: 'this build', url: siteUrl }];
  if (baseline) {
    const { dir, label } = baselineSite(baseline, root);
    const files = await startStaticServer(path.join(dir, 'public'), { images: builtImageCdn(dir) });
    const proxy = await startCompressingProxy(files.url);
    closers.push(
      () => proxy.close(),
      () => files.close(),
    );
    sites.push({ label, url: proxy.url });
  }
  const large = path.join(SEED_MEDIA, LARGE_PHOTO);
  const { rows } = await db.query<{ id: string; media_urls: string[]; media_types: string[] }>(
    'select id, media_urls, media_types from public.blog_posts_public order by published_at desc, id desc limit 1',
  );
  const lead = rows[0];
  if (!lead?.media_urls[0] || lead.media_types[0] !== 'photo')
    throw new Error('The seed’s newest post has no photo first: no large-photo case');
  const seedName = path.posix.basename(new URL(lead.media_urls[0]).pathname);
  const setLead = (photo: 'seed' | 'large') =>
    db.query('update public.blog_posts set media_urls = $2, media_types = $3 where id = $1', [
      lead.id,
      photo === 'seed' ? lead.media_urls : [`${publicBucketPrefix(LOCAL_SUPABASE_URL, SEED_MEDIA_BUCKET)}${LARGE_PHOTO}`],
      photo === 'seed' ? lead.media_types : ['photo'],
    ]);
  const browser = await launchThrottledBrowser();
  try {
    const largePhotoBytes = await writeLargePhoto(path.join(SEED_MEDIA, seedName), large);
    console.log(`Blog photos: the first post's photo, ${seedName}, or a 4000x3000 JPEG of ${(largePhotoBytes / 1e6).toFixed(1)} MB`);
    const seedPhotos: PhotoResults['seedPhotos'] = {};
    for (const site of sites) seedPhotos[site.label] = await seedPhotoBytes(browser, site.url);
    const cases = sites.flatMap((site) => (['seed', 'large'] as const).map((photo) => ({ site, photo })));
    const lighthouse = new Map(cases.map((c) => [c, [] as PhotoCase['lighthouse'][]]));
    const chromium = new Map(cases.map((c) => [c, [] as PhotoCase['chromium'][]]));
    for (const c of cases) {
      await setLead(c.photo);
      await chromiumVisit(browser, c.site.url);
    }
    const leadName = (photo: 'seed' | 'large') => (photo === 'seed' ? seedName : LARGE_PHOTO);
    for (let i = 0; i < runs; i += 1) {
      for (const c of cases) {
        await setLead(c.photo);
        const result = await withRetries(() => runLighthouse(`${c.site.url}/blog`, chromePort));
        // The largest request for that photo: the first post's (the same photo further down is drawn smaller), whether
        // the page script's early request or the image's own (the other then comes from the cache).
        const photoBytes = Math.max(
          0,
          ...result.transfers.filter(({ url }) => photoName(url) === leadName(c.photo)).map(({ bytes }) => bytes),
        );
        lighthouse.get(c)?.push({ lcpMs: result.lcpMs, photoBytes });
        console.log(
          `  ${c.site.label}, ${c.photo} photo, Lighthouse run ${i + 1}/${runs}: LCP ${Math.round(result.lcpMs)} ms, photo ${photoBytes} B`,
        );
      }
    }
    for (let i = 0; i < chromiumRuns; i += 1) {
      for (const c of cases) {
        await setLead(c.photo);
        const visit = await withRetries(() => chromiumVisit(browser, c.site.url));
        chromium.get(c)?.push(visit);
        console.log(
          `  ${c.site.label}, ${c.photo} photo, Chromium run ${i + 1}/${chromiumRuns}: LCP ${Math.round(visit.lcpMs)} ms, photo ${visit.photoBytes} B`,
        );
      }
    }
    const medians = (list: Array<{ lcpMs: number; photoBytes: number }>) => ({
      lcpMs: Math.round(median(list.map((r) => r.lcpMs))),
      photoBytes: Math.round(median(list.map((r) => r.photoBytes))),
    });
    return {
      seedPhoto: { name: seedName, bytes: statSync(path.join(SEED_MEDIA, seedName)).size },
      largePhotoBytes,
      seedPhotos,
      cases: cases.map((c) => ({
        build: c.site.label,
        photo: c.photo,
        lighthouse: medians(lighthouse.get(c) ?? []),
        chromium: medians(chromium.get(c) ?? []),
      })),
    };
  } finally {
    await setLead('seed');
    rmSync(large, { force: true });
    await browser.close();
    for (const close of closers) await close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The results as docs/performance.md shows them. */
export function photosMarkdown(
  { seedPhoto, largePhotoBytes, cases, seedPhotos }: PhotoResults,
  runs: number,
  chromiumRuns: number,
): string {
  const find = (build: string, photo: 'seed' | 'large') => cases.find((c) => c.build === build && c.photo === photo);
  const [current = '', baseline] = [...new Set(cases.map((c) => c.build))];
  const lcpRatio = (tool: 'lighthouse' | 'chromium', a?: PhotoCase, b?: PhotoCase) =>
    a && b ? (a[tool].lcpMs / b[tool].lcpMs).toFixed(2) : '-';
  const [largeCase, seedCase, baselineCase] = [find(current, 'large'), find(current, 'seed'), baseline && find(baseline, 'seed')];
  const names = [...new Set(Object.values(seedPhotos).flatMap((photos) => Object.keys(photos)))].sort();
  const builds = Object.keys(seedPhotos).reverse();
  return [
    `Blog photos (/blog, the bench's phone; ${runs} Lighthouse and ${chromiumRuns} real-Chromium runs per case, medians): the first post's photo is the seed's ${seedPhoto.name} (${kb(seedPhoto.bytes)} KiB) or a 4000x3000 JPEG of ${kb(largePhotoBytes)} KiB.`,
    '',
    '| build | first photo | Lighthouse LCP ms | its KiB | Chromium LCP ms | its KiB |',
    '|---|---|---|---|---|---|',
    ...cases.map(
      (c) =>
        `| ${c.build} | ${c.photo === 'seed' ? seedPhoto.name : '4000x3000 JPEG'} | ${c.lighthouse.lcpMs} | ${kb(c.lighthouse.photoBytes)} | ${c.chromium.lcpMs} | ${kb(c.chromium.photoBytes)} |`,
    ),
    '',
    `Targets: the large photo at most ${kb(PHOTO_TARGETS.largePhotoBytes)} KiB; the LCP with it at most ${PHOTO_TARGETS.largeLcpRatio}x the LCP with the seed's ` +
      `(Lighthouse ${lcpRatio('lighthouse', largeCase, seedCase)}x, Chromium ${lcpRatio('chromium', largeCase, seedCase)}x); ` +
      `with the seed's, no worse than the baseline's (Lighthouse ${lcpRatio('lighthouse', seedCase, baselineCase || undefined)}x, ` +
      `Chromium ${lcpRatio('chromium', seedCase, baselineCase || undefined)}x).`,
    '',
    `Seed photos: KiB a visitor transfers scrolling the whole feed on the bench's phone (every size each is shown at).`,
    '',
    `| photo | ${builds.join(' | ')} |`,
    `|---|${builds.map(() => '---').join('|')}|`,
    ...names.map((name) => `| ${name} | ${builds.map((build) => kb(seedPhotos[build]?.[name] ?? 0)).join(' | ')} |`),
  ].join('\n');
}
