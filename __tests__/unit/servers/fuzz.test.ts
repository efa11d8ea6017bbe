/** @jest-environment node */
/**
 * A few thousand random and malformed requests (methods,
 * paths, %-escapes, ranges, headers, bodies, bytes that are not HTTP) to each
 * embedded server over loopback, bounded in count and time; every one gets an
 * HTTP answer that is not a 5xx, and afterwards a normal request is still
 * answered correctly. Among them: oversized targets and offsets, limits and
 * ranges past 2^53 and 2^63, and a memory check of the local backend. The
 * static server takes Netlify Forms posts too: malformed and huge
 * form bodies among them leave only whole JSON lines in its store, and a normal
 * submission is kept afterwards. FUZZ_SEED replays a run; FUZZ_COUNT changes its size.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Busboy } from '@fastify/busboy';
import { FORM_MAX_BYTES, FORM_MAX_FIELDS, PARSE_SLICE_BYTES, submissionsFile } from '../../../scripts/lib/netlifyForms';
import { type LocalSupabase, startLocalSupabase } from '../../../scripts/lib/localSupabase';
import type { BackendAddress, Measurement } from './backendProcess';
import { FIXTURE_FORMS, servedFixtureSite } from './fixtureSite';
import { fuzz, type FuzzOptions } from './httpFuzz';

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const COUNT = Number(process.env.FUZZ_COUNT ?? 3000);
const DEADLINE_MS = 20_000;
jest.setTimeout(DEADLINE_MS + 40_000);

/** Fuzzes one server with this run's seed, count and deadline; every request must get an answer that is not a 5xx. */
async function expectSurvives(name: string, target: Pick<FuzzOptions, 'port' | 'paths' | 'goodHeaders' | 'form'>) {
  const result = await fuzz({ ...target, count: COUNT, deadlineMs: DEADLINE_MS, seed: SEED });
  const forms = target.form ? `, form posts ${JSON.stringify(result.formStatuses)}` : '';
  console.log(
    `${name}: ${result.sent} fuzz requests (seed ${SEED}), answers ${JSON.stringify(result.statuses)}${forms}, ${result.noResponse} without an answer`,
  );
  expect(result.sent).toBeGreaterThanOrEqual(Math.min(COUNT, 1000));
  expect(result.serverErrors).toEqual([]);
  expect(result.unanswered).toEqual([]);
  expect(result.noResponse).toBe(0);
  return result;
}

describe('the Netlify-like static server', () => {
  const site = servedFixtureSite({ forms: true });

  test('survives a few thousand hostile requests, form posts among them, and still serves a page and keeps a submission', async () => {
    const result = await expectSurvives('static server', {
      port: site.server.port,
      paths: [
        '/',
        '/team',
        '/folder/',
        '/en',
        '/en/team',
        '/static/font-0123456789abcdef.woff2',
        '/en/nope',
        '/contact',
        '/contact/thanks',
      ],
      form: {
        name: 'contact',
        ...FIXTURE_FORMS.contact,
        paths: ['/contact/thanks', '/en/contact/thanks', '/contact', '/news', '/nope'],
        maxBytes: FORM_MAX_BYTES,
      },
    });
    if (COUNT >= 1000) {
      // The form posts reached every branch: kept or dropped (200), unknown (404), too large (413), unparsable (400).
      expect(Object.keys(result.formStatuses)).toEqual(expect.arrayContaining(['200', '400', '404', '413']));
    }
    const page = await fetch(`${site.server.url}/team`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(readFileSync(path.join(site.root, 'team.html'), 'utf8'));

    // Whatever the fuzz left in the store is whole JSON lines, one submission each; a normal one is kept after it.
    const file = submissionsFile(site.formsDir, 'contact');
    const lines = () => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
    const before = lines();
    for (const line of before) expect(JSON.parse(line)).toMatchObject({ form_name: 'contact', data: expect.any(Object) });
    const answer = await fetch(`${site.server.url}/contact/thanks`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ 'form-name': 'contact', name: 'After the fuzz', email: 'a@example.com', message: 'ok' }).toString(),
    });
    expect([answer.status, await answer.text()]).toEqual([200, '<h1>thanks</h1>']);
    expect(lines()).toHaveLength(before.length + 1);
    expect(JSON.parse(lines().at(-1)!)).toMatchObject({ name: 'After the fuzz', data: { message: 'ok' } });
  });
});

/** A request with Node's own client: the status it read, and any error the request reported (EPIPE, a reset). */
function nodeRequest(
  port: number,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    agent,
  }: { method?: string; headers?: Record<string, string | number>; body?: Buffer; agent?: false } = {},
): Promise<{ status: number | null; location?: string; errors: string[] }> {
  return new Promise((resolve) => {
    const errors: string[] = [];
    let status: number | null = null;
    let location: string | undefined;
    const request = http.request({ host: '127.0.0.1', port, path, method, headers, ...(agent === false ? { agent } : {}) }, (response) => {
      status = response.statusCode ?? null;
      location = response.headers.location;
      response.resume();
      // Time for an error the connection reports after the answer (EPIPE) to show up too.
      response.on('end', () => setTimeout(() => resolve({ status, location, errors }), 200));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      errors.push(error.code ?? error.message);
      if (status === null) resolve({ status, errors });
    });
    request.end(body);
  });
}

describe("the static server against the hostile probe's requests", () => {
  const site = servedFixtureSite({ forms: true });

  test.each([
    // [path, status, Location]: a doubled slash hops to the one-slash spelling, whose rules then apply, in one hop.
    ['//team', 301, '/team'],
    ['///team', 301, '/team'],
    ['/.//team', 301, '/team'],
    ['//team/', 301, '/team'],
    ['/en//team', 301, '/en/team'],
    ['//en/team?a=1', 301, '/en/team?a=1'],
    ['//folder', 301, '/folder/'],
    // An encoded slash is no separator: no file is named so, and nothing hops to itself.
    ['/%2Fteam', 404, undefined],
    ['/%2fteam', 404, undefined],
    ['/%2Ffolder/', 404, undefined],
    ['/team%2f', 404, undefined],
    ['/en/team%2F', 404, undefined],
  ])('%s answers %d (Location %s), never a page without its headers', async (path, status, location) => {
    const answer = await nodeRequest(site.server.port, path);
    expect([answer.status, answer.location]).toEqual([status, location]);
    if (location) {
      const onward = await fetch(`${site.server.url}${location}`, { redirect: 'manual' });
      await onward.arrayBuffer();
      expect(onward.status).toBe(200);
      if (location === '/team') expect(onward.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    }
  });

  test('the costliest form posts are refused at their field limit, parsed no further, a slice at a time beside other requests', async () => {
    const form = (type: string, body: string) => ({
      method: 'POST',
      headers: { 'content-type': type, 'content-length': Buffer.byteLength(body) },
      body: Buffer.from(body),
    });
    // 7.8 MB of 2.6 million empty fields, and 5 MB of 90 000 parts (each stalled the server, 10 s and 1.8 s).
    const emptyFields = form('application/x-www-form-urlencoded', `form-name=contact&${'a=&'.repeat(2_600_000)}`);
    const part = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n';
    const parts = form(
      'multipart/form-data; boundary=b',
      `${part.replace('"a"', '"form-name"').replace('\r\n\r\n\r\n', '\r\n\r\ncontact\r\n')}${part.repeat(90_000)}--b--\r\n`,
    );
    expect(emptyFields.body.length).toBeGreaterThan(7.5e6);
    expect(parts.body.length).toBeGreaterThan(4.5e6);
    // An application as the site's form sends it, with a long message, posted beside them: a body the parser reads
    // whole, slice by slice.
    const application = form(
      'application/x-www-form-urlencoded',
      `form-name=contact&language=ru&email=anna%40example.com&message=${'Снимаем кино. '.repeat(1000)}`,
    );
    // The parsers' work, counted rather than timed (a time depends on the machine): what they were given, write by
    // write, and the fields and parts they read.
    const written = jest.spyOn(Busboy.prototype, 'write');
    const emitted = jest.spyOn(Busboy.prototype, 'emit');
    try {
      const pages = Array.from({ length: 10 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 30)).then(() => nodeRequest(site.server.port, '/team')),
      );
      const posts = [emptyFields, parts, application].map((post) => nodeRequest(site.server.port, '/contact/thanks', post));
      const answers = await Promise.all([...posts, ...pages]);
      expect(answers.map(({ status }) => status)).toEqual([413, 413, 200, ...pages.map(() => 200)]);
      expect(answers.flatMap(({ errors }) => errors)).toEqual([]);

      const slices = written.mock.calls.map(([chunk]) => (chunk as Buffer).length);
      const given = slices.reduce((a, b) => a + b, 0);
      const read = emitted.mock.calls.filter(([event]) => event === 'field' || event === 'file').length;
      console.log(`static server: its form parsers were given ${given} bytes in ${slices.length} slices and read ${read} fields`);
      // A slice at a time, the event loop free between two: the pages are answered while a post is parsed.
      expect(Math.max(...slices)).toBeLessThanOrEqual(PARSE_SLICE_BYTES);
      // The application whole, its four fields read; of the two posts of 8 and 5 MB, no field past the limit: at most
      // the bytes of FORM_MAX_FIELDS fields each (of the larger kind, a multipart part) and a slice.
      expect(given).toBeGreaterThanOrEqual(application.body.length);
      expect(given).toBeLessThanOrEqual(application.body.length + 2 * (FORM_MAX_FIELDS * part.length + PARSE_SLICE_BYTES));
      expect(read).toBeGreaterThanOrEqual(4);
      expect(read).toBeLessThanOrEqual(4 + 2 * FORM_MAX_FIELDS);
    } finally {
      written.mockRestore();
      emitted.mockRestore();
    }
  });

  test("a body past the limit with a declared length: Node's own client reads the 413, whether it keeps the connection or not", async () => {
    const body = Buffer.alloc(FORM_MAX_BYTES + 1024 * 1024, 'a');
    const post = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': body.length }, body };
    // `agent: false` sends `Connection: close`, which the server used to honour before reading the body (EPIPE).
    for (const agent of [undefined, false] as const) {
      expect(await nodeRequest(site.server.port, '/contact/thanks', { ...post, agent })).toEqual({
        status: 413,
        location: undefined,
        errors: [],
      });
    }
    expect((await nodeRequest(site.server.port, '/team')).status).toBe(200);
  });
});

const BACKEND_PATHS = [
  '/rest/v1/blog_posts_public?select=*&order=published_at.desc,id.desc&offset=0&limit=5',
  '/rest/v1/blog_posts',
  '/rest/v1/',
  '/storage/v1/object/public/blog/backstage.jpg',
  '/storage/v1/object/public/blog/showreel.webm',
  '/auth/v1/token',
];

describe('the local Supabase backend', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startLocalSupabase({ port: 0 });
  }, 60_000);
  afterAll(async () => {
    await backend.close();
  });

  test('survives a few thousand hostile requests and still reads the feed', async () => {
    await expectSurvives('local Supabase', { port: backend.port, paths: BACKEND_PATHS, goodHeaders: { apikey: backend.anonKey } });
    const response = await fetch(`${backend.url}/rest/v1/blog_posts_public?select=id&order=published_at.desc&offset=10&limit=5`, {
      headers: { apikey: backend.anonKey },
    });
    expect([response.status, response.headers.get('content-range')]).toEqual([200, '10-12/*']);
    expect(((await response.json()) as unknown[]).length).toBe(3);
  });
});

/*
 * Requests with 15 KB targets once grew the backend without end (its
 * request log kept them all). The backend runs in a process of its own,
 * forked with --expose-gc, so that its memory after a full collection is
 * measured without the test's own requests in it. It is measured after 1 000
 * such requests (code compiled, caches and the bounded log filled) and again
 * after 10 000 more: the JavaScript heap and the memory outside it (buffers,
 * PGlite's WebAssembly memory) together. Not the resident size, which the
 * allocator grows and shrinks as it likes, so it would make the check flaky.
 */
describe('the local Supabase backend under 10 000 oversized requests', () => {
  const LIMIT_BYTES = 10 * 1024 * 1024;
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child?.exitCode === null) child.kill();
  });

  test('answers every one without a 5xx and grows by less than 10 MB', async () => {
    child = fork(path.join(__dirname, 'backendProcess.ts'), [], {
      execArgv: ['--expose-gc', '--import', 'tsx'],
      cwd: path.resolve(__dirname, '../../..'),
    });
    const backend = child;
    const next = <T>() =>
      new Promise<T>((resolve, reject) => {
        backend.once('message', (message) => resolve(message as T));
        backend.once('exit', (code) => reject(new Error(`the backend process exited with ${code}`)));
      });
    const address = await next<BackendAddress>();
    const measure = () => {
      const measured = next<Measurement>();
      backend.send('measure');
      return measured;
    };
    const run = (count: number, seed: number) =>
      fuzz({
        port: address.port,
        paths: BACKEND_PATHS,
        goodHeaders: { apikey: address.anonKey },
        count,
        deadlineMs: 150_000,
        seed,
        oversized: true,
      });

    await run(1_000, SEED + 1);
    const before = await measure();
    const result = await run(10_000, SEED);
    const after = await measure();
    const grown = after.heapUsed + after.external - (before.heapUsed + before.external);
    console.log(
      `local Supabase: 10 000 oversized requests (seed ${SEED}), answers ${JSON.stringify(result.statuses)}; ` +
        `heap ${(before.heapUsed / 1e6).toFixed(1)} -> ${(after.heapUsed / 1e6).toFixed(1)} MB, ` +
        `outside it ${(before.external / 1e6).toFixed(1)} -> ${(after.external / 1e6).toFixed(1)} MB, grown ${(grown / 1e6).toFixed(2)} MB`,
    );
    expect(result.sent).toBe(10_000);
    expect(result.serverErrors).toEqual([]);
    expect(result.noResponse).toBe(0);
    expect(grown).toBeLessThan(LIMIT_BYTES);
    backend.send('close');
  }, 240_000);
});
