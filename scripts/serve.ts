/**
 * `npm run serve`: the production build in public/, served like Netlify
 * (x.html at /x and Netlify's slash redirects, _redirects and _headers read by
 * Netlify's parsers, 404.html with status 404): scripts/lib/staticServer.ts.
 * Netlify Forms too (scripts/lib/netlifyForms.ts): each submission of a form the
 * build registers is appended to NETLIFY_FORMS_DIR/<form name>.jsonl (default
 * .netlify-forms/, git-ignored). Netlify Image CDN at /.netlify/images, under
 * the allow-list the build gives Netlify (src/gatsby/deploy/netlifyImages.ts). The site's Netlify Functions
 * (netlify/functions/, every one of them, and the blog's, which the build writes: the post pages, RSS and the sitemap)
 * at /.netlify/functions/<name> and at the addresses they claim, run with the environment this command was started
 * with (scripts/lib/netlifyFunctions.ts); when that names no Supabase project, the functions are pointed at the
 * embedded backend (`npm run supabase:local`, or the one `npm start` runs) and its demo service key, as the build
 * points the blog at it. PORT (default 9000) and HOST (default 127.0.0.1) may be set.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { submissionsFile } from './lib/netlifyForms';
import { LOCAL_SUPABASE_SERVICE_KEY } from './lib/localSupabase/jwt';
import { builtFunctions } from './lib/netlifyFunctions';
import { LOCAL_SUPABASE_URL } from '../src/config/localSupabase';
import { builtImageCdn } from '../src/gatsby/deploy/netlifyImages';
import { startStaticServer } from './lib/staticServer';

async function main() {
  const root = path.resolve(__dirname, '../public');
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error('No production build in public/: run `npm run build` first.');
    process.exit(1);
  }
  if (!process.env.SUPABASE_URL && !process.env.GATSBY_SUPABASE_URL) {
    process.env.SUPABASE_URL = LOCAL_SUPABASE_URL;
    process.env.SUPABASE_SERVICE_ROLE_KEY ??= LOCAL_SUPABASE_SERVICE_KEY;
  }
  const functions = builtFunctions(path.resolve(__dirname, '..'), [path.resolve(__dirname, '../netlify/functions')]);
  const formsDir = path.resolve(process.env.NETLIFY_FORMS_DIR ?? path.join(__dirname, '../.netlify-forms'));
  const site = await startStaticServer(root, {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 9000),
    forms: { dir: formsDir, log: (line) => console.log(line) },
    images: builtImageCdn(path.resolve(__dirname, '..')),
    functions,
  });
  console.log(`Serving public/ at ${site.url}`);
  for (const name of functions.names()) console.log(`Netlify Function "${name}" at ${site.url}/.netlify/functions/${name}`);
  for (const form of site.forms?.() ?? []) {
    console.log(
      `Netlify Forms: "${form.name}" (on ${form.paths.join(', ')}) is stored in ${path.relative(process.cwd(), submissionsFile(formsDir, form.name))}`,
    );
  }
}

void main();
