/**
 * `npm run bench:blog-pages`: what the blog's function (src/blogServer/, as the build bundled it into
 * .netlify/v1/functions/blog/) costs, measured on this machine against the embedded backend (docs/performance.md,
 * "The blog's pages on demand"):
 * - a render on a cache miss: the seed's post pages and a spread of the others (old and new), in both languages,
 *   BLOG_PAGES_ROUNDS times over, one after another, its 50th and 95th percentiles (the target: at most 300 ms at the 95th);
 * - a cold start: a fresh Node loading the function and answering its first page, BLOG_PAGES_COLD times;
 * - what each kind of answer weighs, plain and brotli;
 * - what that makes a month, in Netlify credits (bench/blogCost.ts), for a studio posting twice a day (60 posts, 60
 *   edits) at 10 000 and 100 000 page views, beside what the same month cost when each change was a deploy.
 * BLOG_PAGES_EXTRA posts (default 2 000) are added to the seed first, as a blog with a few years of a channel behind it.
 * Run it on an idle machine.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startLocalSupabase } from '../scripts/lib/localSupabase';
import { postRoutes, publishedPosts } from '../scripts/lib/siteRoutes';
import { LANGUAGES } from '../src/config/routes';
import { BLOG_FUNCTION_DIR } from '../src/gatsby/blogPages/bundle';
import { blogMonthCost, type BlogMonth, CREDITS, FUNCTION_MEMORY_GB, rebuildMonthCost } from './blogCost';

const ROOT = path.resolve(__dirname, '..');
const ENTRY = path.join(ROOT, BLOG_FUNCTION_DIR, 'blog.mjs');
const ROUNDS = Number(process.env.BLOG_PAGES_ROUNDS ?? 3);
const COLD_RUNS = Number(process.env.BLOG_PAGES_COLD ?? 5);
const EXTRA = Number(process.env.BLOG_PAGES_EXTRA ?? 2000);
/** The purge function's time is Netlify's purge API answering, which no local stand-in measures: assumed. */
const PURGE_MS_ASSUMED = 300;
/**
 * The embedded backend answers in the same machine; the studio's Supabase project is across the network from Netlify's
 * functions (us-east-2 by default; a project in Frankfurt is about 100 ms away). A post page is one request
 * (public.blog_post_page); a cold start also opens the connection (two round trips more). Assumed.
 */
const BACKEND_RTT_MS_ASSUMED = 100;
const READS_IN_TURN = 1;

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

type Handler = (req: Request) => Promise<Response>;

async function timed(handle: Handler, address: string) {
  const started = performance.now();
  const response = await handle(new Request(`https://kadr.studio${address}`));
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

/**
 * A fresh Node loading the function and answering `address`: its time from start to the answer read. Run apart from
 * this process, whose event loop goes on serving the embedded backend the function reads.
 */
async function coldStart(address: string): Promise<number> {
  const script = `const started = performance.now();
    const { default: handle } = await import(${JSON.stringify(ENTRY)});
    const answer = await handle(new Request(${JSON.stringify(`https://kadr.studio${address}`)}));
    if (answer.status !== 200) throw new Error('answered ' + answer.status);
    await answer.text();
    process.stdout.write(String(performance.now() - started));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return Number(stdout);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const weights = (body: string) => {
  const plain = Buffer.byteLength(body);
  return { plain, brotli: brotliCompressSync(Buffer.from(body)).length };
};

async function main() {
  if (!existsSync(ENTRY)) throw new Error(`No blog function at ${ENTRY}: run \`npm run build\` first`);
  // The address the build baked into the function: the embedded backend's own.
  const backend = await startLocalSupabase();
  try {
    await backend.db.exec(`
      insert into public.blog_posts (content, is_published, published_at, slug, media_urls, media_types)
      select 'Запись из истории канала номер ' || i || E'.\\nСъёмочный день, премьера, кастинг.', true,
             now() - interval '3 years' + i * interval '11 hours', 'zapis-iz-istorii-' || i,
             array['${backend.url}/storage/v1/object/public/blog/set-lights.jpg'], array['photo']
      from generate_series(1, ${EXTRA}) i;
    `);
    const { default: handle } = (await import(ENTRY)) as { default: Handler };
    const posts = await publishedPosts({ url: backend.url, anonKey: backend.anonKey });
    // The seed's posts and a spread of the others: every kind of page, old and new.
    const chosen = [...posts.slice(0, 20), ...posts.filter((_, i) => i % Math.max(1, Math.floor(posts.length / 40)) === 0)];
    const addresses = LANGUAGES.flatMap((lang) => postRoutes(chosen, lang).map((route) => route.path));
    await timed(handle, addresses[0]!);
    const misses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const address of addresses) {
        const { ms, status } = await timed(handle, address);
        if (status !== 200) throw new Error(`${address} answered ${status}`);
        misses.push(ms);
      }
    }
    const cold: number[] = [];
    for (let run = 0; run < COLD_RUNS; run += 1) cold.push(await coldStart(addresses[(run * 7) % addresses.length]!));
    const page = await timed(handle, addresses[0]!);
    const rss = await timed(handle, '/blog/rss.xml');
    const index = await timed(handle, '/sitemap-index.xml');
    const sitemap = await timed(handle, '/sitemap-blog-1.xml');
    const notFound = await timed(handle, '/blog/net-takoi-zapisi');
    const missP95 = percentile(misses, 95);
    const coldMedian = percentile(cold, 50);
    const lines = [
      `The blog's function on this machine, ${posts.length} published posts (the seed and ${EXTRA} more), Node ${process.versions.node}:`,
      '',
      `- a render on a cache miss, ${misses.length} renders of ${addresses.length} post pages (${ROUNDS} rounds): 50th percentile ${percentile(misses, 50).toFixed(1)} ms, 95th ${missP95.toFixed(1)} ms (target: 95th at most 300 ms)`,
      `- a cold start (load the function, answer a page), ${COLD_RUNS} runs: median ${coldMedian.toFixed(0)} ms, worst ${Math.max(...cold).toFixed(0)} ms`,
      ...[
        ['a post page', page],
        ['the RSS feed', rss],
        ['the sitemap index', index],
        ['a posts sitemap file', sitemap],
        ['a 404', notFound],
      ].map(([name, answer]) => {
        const w = weights((answer as { body: string }).body);
        return `- ${name as string}: ${kb(w.plain)}, ${kb(w.brotli)} brotli, ${(answer as { ms: number }).ms.toFixed(1)} ms`;
      }),
    ];
    // A cold start's extra: the fresh Node's time past a warm render's.
    const coldExtra = Math.max(0, coldMedian - percentile(misses, 50));
    const measured = { missMs: missP95, coldStartMs: coldExtra, purgeMs: PURGE_MS_ASSUMED };
    const month = (pageViews: number): BlogMonth => ({
      posts: 60,
      edits: 60,
      pageViews,
      postsInAll: posts.length,
      siteDeploys: 8,
      unknownAddresses: pageViews / 20,
    });
    const remote = {
      missMs: missP95 + READS_IN_TURN * BACKEND_RTT_MS_ASSUMED,
      coldStartMs: coldExtra + 2 * BACKEND_RTT_MS_ASSUMED,
      purgeMs: PURGE_MS_ASSUMED,
    };
    const rows = [
      ['here', measured],
      [`${BACKEND_RTT_MS_ASSUMED} ms away`, remote],
    ].flatMap(([where, figures]) =>
      [10_000, 100_000].map((views) => {
        const cost = blogMonthCost(month(views), figures as typeof measured);
        return `| ${where as string} | ${views.toLocaleString('en')} | ${cost.renders.total.toLocaleString('en')} | ${cost.coldStarts} | ${cost.computeGbHours.toFixed(3)} | ${cost.computeCredits.toFixed(2)} | ${cost.requestCredits.toFixed(3)} | 0 | ${cost.total.toFixed(2)} | ${cost.allColdTotal.toFixed(2)} | ${rebuildMonthCost(month(views)).toLocaleString('en')} |`;
      }),
    );
    lines.push(
      '',
      `A month of 60 posts and 60 edits, ${posts.length} posts in all, 8 deploys of the site's own (after each, every blog answer drawn again`,
      `once), an unknown blog address per 20 views; a render ${missP95.toFixed(0)} ms (95th percentile), a cold start ${coldExtra.toFixed(0)} ms more, one per change`,
      `and per deploy; with the backend ${BACKEND_RTT_MS_ASSUMED} ms away (assumed), ${READS_IN_TURN} round trips more a render and 2 a cold start; a purge`,
      `${PURGE_MS_ASSUMED} ms (assumed); a ${FUNCTION_MEMORY_GB} GB function; Netlify's rates: compute ${CREDITS.computePerGbHour} credits a GB-hour, ${CREDITS.webRequestsPer10k} a 10 000 requests, a deploy ${CREDITS.productionDeploy}:`,
      '',
      '| backend | page views | renders | cold starts | GB-hours | compute credits | purge request credits | deploy credits | the blog adds | were every render cold | before: a deploy per change |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    );
    console.log(lines.join('\n'));
  } finally {
    await backend.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
