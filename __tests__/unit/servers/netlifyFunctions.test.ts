/** @jest-environment node */
/**
 * `npm run serve`'s Netlify Functions (scripts/lib/netlifyFunctions.ts): every function of the folder at
 * /.netlify/functions/<name>, in either of Netlify's signatures, with the request's method, headers and body; an
 * unknown name is the site's 404, an oversized body a 413, a function that throws a 500 for that request alone.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FUNCTION_BODY_LIMIT, findFunctions, netlifyFunctions } from '../../../scripts/lib/netlifyFunctions';
import { startStaticServer, type StaticServer } from '../../../scripts/lib/staticServer';

let dir: string;
let site: StaticServer;
const logged: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'functions-'));
  const functions = path.join(dir, 'functions');
  mkdirSync(path.join(functions, 'folder'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>404</title>');
  // The current signature: a Request in, a Response out.
  writeFileSync(
    path.join(functions, 'echo.js'),
    `module.exports.default = async (req) => new Response(JSON.stringify({ method: req.method, secret: req.headers.get('x-secret'), body: await req.text(), path: new URL(req.url).pathname }), { status: 201, headers: { 'content-type': 'application/json' } });`,
  );
  // Lambda's: an event in, { statusCode, body } out.
  writeFileSync(
    path.join(functions, 'folder', 'index.js'),
    `exports.handler = async (event) => ({ statusCode: 202, headers: { 'x-kind': 'legacy' }, body: event.httpMethod + ' ' + event.body });`,
  );
  writeFileSync(path.join(functions, 'broken.js'), `module.exports.default = async () => { throw new Error('boom'); };`);
  writeFileSync(path.join(functions, 'notes.txt'), 'not a function');
  // A second folder, as the build's Frameworks API one: a function claiming addresses of its own (`config.path`).
  const generated = path.join(dir, 'generated', 'pages');
  mkdirSync(generated, { recursive: true });
  writeFileSync(
    path.join(generated, 'pages.js'),
    `module.exports = { default: async (req) => new Response('page ' + new URL(req.url).pathname + new URL(req.url).search), config: { path: ['/pages/*', '/exact.xml', '/piece-:n'] } };`,
  );
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  writeFileSync(path.join(dir, 'pages', 'shadowed.html'), '<!doctype html><title>a file under the function</title>');
  site = await startStaticServer(dir, {
    functions: netlifyFunctions([functions, path.join(dir, 'generated')], (line) => logged.push(line)),
  });
});

afterAll(async () => {
  await site?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a function’s own addresses are its, before any file; others are not', async () => {
  const answer = async (address: string) => {
    const res = await fetch(`${site.url}${address}`);
    return [res.status, await res.text()];
  };
  await expect(answer('/pages/shadowed?utm_source=x')).resolves.toEqual([200, 'page /pages/shadowed?utm_source=x']);
  await expect(answer('/exact.xml')).resolves.toEqual([200, 'page /exact.xml']);
  await expect(answer('/piece-3')).resolves.toEqual([200, 'page /piece-3']);
  expect((await answer('/piece-3/more'))[0]).toBe(404);
  expect((await answer('/pages'))[0]).toBe(404);
});

test('every function of the folder is found, by file or folder name', () => {
  expect([...findFunctions(path.join(dir, 'functions')).keys()].sort()).toEqual(['broken', 'echo', 'folder']);
});

test('a function in the current signature gets the request and answers with its Response', async () => {
  const res = await fetch(`${site.url}/.netlify/functions/echo`, { method: 'POST', headers: { 'x-secret': 's3' }, body: 'привет' });
  expect(res.status).toBe(201);
  expect(await res.json()).toEqual({ method: 'POST', secret: 's3', body: 'привет', path: '/.netlify/functions/echo' });
});

test('a Lambda-style handler gets the event and answers with its result', async () => {
  const res = await fetch(`${site.url}/.netlify/functions/folder`, { method: 'PUT', body: 'x=1' });
  expect(res.status).toBe(202);
  expect(res.headers.get('x-kind')).toBe('legacy');
  expect(await res.text()).toBe('PUT x=1');
});

test('an unknown name is the 404 page; an oversized body is 413; a throwing function is a 500 and the server goes on', async () => {
  expect((await fetch(`${site.url}/.netlify/functions/nothing`)).status).toBe(404);
  expect((await fetch(`${site.url}/.netlify/functions/echo`, { method: 'POST', body: Buffer.alloc(FUNCTION_BODY_LIMIT + 1) })).status).toBe(
    413,
  );
  expect((await fetch(`${site.url}/.netlify/functions/broken`)).status).toBe(500);
  expect(logged.join('\n')).toMatch(/broken: Error: boom/);
  expect((await fetch(`${site.url}/.netlify/functions/echo`, { method: 'POST', body: 'again' })).status).toBe(201);
});

test('a function that does not load fails its own address only: the site and the other functions are served', async () => {
  const functions = path.join(dir, 'with-unloadable');
  mkdirSync(functions, { recursive: true });
  writeFileSync(path.join(functions, 'unloadable.js'), `throw new Error('a module that does not load');`);
  writeFileSync(
    path.join(functions, 'fine.js'),
    `module.exports = { default: async () => new Response('fine'), config: { path: '/fine' } };`,
  );
  const lines: string[] = [];
  const server = await startStaticServer(dir, { functions: netlifyFunctions(functions, (line) => lines.push(line)) });
  try {
    const status = async (address: string) => (await fetch(`${server.url}${address}`)).status;
    await expect(status('/')).resolves.toBe(200);
    await expect(status('/fine')).resolves.toBe(200);
    await expect(status('/.netlify/functions/fine')).resolves.toBe(200);
    await expect(status('/.netlify/functions/unloadable')).resolves.toBe(500);
    expect(lines.some((line) => line.includes('unloadable') && line.includes('a module that does not load'))).toBe(true);
  } finally {
    await server.close();
  }
});
