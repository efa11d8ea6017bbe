/**
 * `npm run bench:heavy-answers`: the blog page's main thread while the feed meets a backend that lies about how much it
 * sends (the answers of bench/heavyAnswerCases.ts, up to several megabytes). For each answer, the longest
 * task of the page and the sum of its long tasks, in real Chromium on the build in public/, at 1x CPU and at
 * BENCH_HEAVY_CPU (default 4) times slower; median of BENCH_HEAVY_RUNS (default 3). The end-to-end test asserts what
 * the feed bounds (what it reads and draws); the milliseconds are this measurement's, since they depend on the machine.
 * Run it on an idle machine.
 */
import path from 'node:path';
import { launchBrowser } from '../scripts/lib/chromium';
import { startStaticServer } from '../scripts/lib/staticServer';
import { builtImageCdn } from '../src/gatsby/deploy/netlifyImages';
import { answerBytes, drawAnswers, HEAVY_CASES } from './heavyAnswerCases';
import { median } from './lighthouse';

const RUNS = Number(process.env.BENCH_HEAVY_RUNS ?? 3);
const SLOWDOWN = Number(process.env.BENCH_HEAVY_CPU ?? 4);

async function main() {
  const site = await startStaticServer(path.resolve(__dirname, '../public'), { images: builtImageCdn(path.resolve(__dirname, '..')) });
  const browser = await launchBrowser();
  try {
    console.log(`| answer | bytes | CPU | posts | longest task ms | long tasks total ms |`);
    console.log(`|---|---|---|---|---|---|`);
    for (const { what, answers } of HEAVY_CASES) {
      for (const rate of [1, SLOWDOWN]) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
          const page = await context.newPage();
          try {
            if (rate > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
            runs.push(await drawAnswers(page, site.url, answers));
          } finally {
            await context.close();
          }
        }
        const longest = median(runs.map(({ tasks }) => Math.max(0, ...tasks)));
        const total = median(runs.map(({ tasks }) => tasks.reduce((sum, ms) => sum + ms, 0)));
        const bytes = answers.map((rows) => answerBytes(rows).toLocaleString('en-US')).join(' + ');
        console.log(`| ${what} | ${bytes} | ${rate}x | ${runs[0]!.shown} | ${Math.round(longest)} | ${Math.round(total)} |`);
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
