/**
 * `npm run serve`: the production build in public/, served like Netlify
 * (x.html at /x and Netlify's slash redirects, _redirects and _headers read by
 * Netlify's parsers, 404.html with status 404): scripts/lib/staticServer.ts.
 * PORT (default 9000) and HOST (default 127.0.0.1) may be set.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startStaticServer } from './lib/staticServer';

async function main() {
  const root = path.resolve(__dirname, '../public');
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error('No production build in public/: run `npm run build` first.');
    process.exit(1);
  }
  const site = await startStaticServer(root, {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 9000),
  });
  console.log(`Serving public/ at ${site.url}`);
}

void main();
