/**
 * `npm run cms`: edit the site's content in the browser, on this machine, with
 * no account. Starts decap-server (Decap's local backend, writing straight to
 * data/ in this working tree) and the development site, each on a free port
 * (CMS_PORT picks the site's), and prints the address of the editor. The
 * blog editor comes along (scripts/lib/blogEditorLocal.ts): its backend, its
 * address and the local account.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startBlogEditorBackend } from './lib/blogEditorLocal';
import { freePort, startDecapServer, waitFor } from './lib/decapServer';

async function main() {
  const root = path.resolve(__dirname, '..');
  const decap = await startDecapServer(root);
  const blog = await startBlogEditorBackend();
  const port = Number(process.env.CMS_PORT) || (await freePort());
  const site = `http://127.0.0.1:${port}`;
  console.log(
    `decap-server (local backend, writes to ${path.relative(process.cwd(), path.join(root, 'data')) || 'data'}/) on ${decap.url}`,
  );
  console.log(`Starting the development site on ${site} ...`);
  const child = spawn('npx', ['gatsby', 'develop', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', DECAP_SERVER_URL: decap.url, ...blog.env },
  });
  const stop = () => child.kill('SIGINT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => {
    void Promise.all([decap.close(), blog.close()]).finally(() => process.exit(code ?? 0));
  });
  await waitFor('The development site', async () => (await fetch(`${site}/admin/`)).ok, 10 * 60_000, child);
  console.log(`\n  Content editor (Decap CMS): ${site}/admin/\n${blog.describe(site)}\n`);
}

main().catch((error: Error) => {
  console.error(`npm run cms: ${error.message}`);
  process.exit(1);
});
