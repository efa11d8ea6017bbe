/**
 * `npm run cms`: edit the site's content in the browser, on this machine, with
 * no account. Starts decap-server (Decap's local backend, writing straight to
 * data/ in this working tree) and the development site, each on a free port
 * (CMS_PORT picks the site's), and prints the address of the editor. The
 * blog editor comes along (scripts/lib/blogEditorLocal.ts): its backend, its
 * address and the local account. Ctrl-C stops them all, each with everything
 * it started (scripts/lib/processGroup.ts).
 */
import path from 'node:path';
import { startBlogEditorBackend } from './lib/blogEditorLocal';
import { freePort, startDecapServer, waitFor } from './lib/decapServer';
import { Children } from './lib/processGroup';

// Every process started here is one of these, so Ctrl-C (SIGINT) ends them all.
const children = new Children().stopOnSignals();

async function main() {
  const root = path.resolve(__dirname, '..');
  const decap = children.add(await startDecapServer(root));
  const blog = await startBlogEditorBackend();
  // The embedded blog backend runs in this process: it closes with the rest.
  children.add({ stop: () => blog.close() });
  const port = Number(process.env.CMS_PORT) || (await freePort());
  const site = `http://127.0.0.1:${port}`;
  console.log(
    `decap-server (local backend, writes to ${path.relative(process.cwd(), path.join(root, 'data')) || 'data'}/) on ${decap.url}`,
  );
  console.log(`Starting the development site on ${site} ...`);
  const develop = children.develop(port, {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', DECAP_SERVER_URL: decap.url, ...blog.env },
  });
  await waitFor('The development site', async () => (await fetch(`${site}/admin/`)).ok, 10 * 60_000, develop.child);
  console.log(`\n  Content editor (Decap CMS): ${site}/admin/\n${blog.describe(site)}\n`);
}

main().catch(async (error: Error) => {
  console.error(`npm run cms: ${error.message}`);
  await children.stopAll();
  process.exit(1);
});
