/** @jest-environment node */
/**
 * The Netlify-like server (scripts/lib/staticServer.ts with `forms`)
 * takes a form POST as Netlify Forms does (scripts/lib/netlifyForms.ts): the
 * forms a deploy registers, found in the built pages; a registered form's
 * submission kept as one JSON line and answered with its `action` page; unknown
 * form names refused; honeypot submissions dropped; bodies past Netlify's 8 MB
 * limit or that cannot be parsed refused, and the server serving on.
 */
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { detectForms, FORM_MAX_BYTES, registeredForms, submissionsFile } from '../../../scripts/lib/netlifyForms';
import { FIXTURE_FORMS, servedFixtureSite } from './fixtureSite';

const site = servedFixtureSite({ forms: true });

const stored = (form = 'contact') => {
  const file = submissionsFile(site.formsDir, form);
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];
};

async function post(urlPath: string, body: string | FormData, type: string | null = 'application/x-www-form-urlencoded') {
  const headers: Record<string, string> = typeof body === 'string' && type ? { 'content-type': type } : {};
  const response = await fetch(`${site.server.url}${urlPath}`, { method: 'POST', body, headers, redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

/** A raw request over a socket: the status line of the answer, or the error that ended the connection. */
function raw(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: site.server.port });
    let head = '';
    const done = (result: string) => {
      socket.destroy();
      resolve(result);
    };
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
      if (status) done(status);
    });
    socket.on('error', (error) => done(`error: ${error.message}`));
    socket.on('close', () => done(`closed after ${JSON.stringify(head.slice(0, 40))}`));
    socket.write(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes);
  });
}

const submission = (fields: Record<string, string>) =>
  new URLSearchParams({ 'form-name': 'contact', 'bot-field': '', ...fields }).toString();

describe('detection: the forms a deploy registers', () => {
  test('a form with data-netlify="true" or the bare netlify attribute and a name; its fields and honeypot', () => {
    const html = readFileSync(path.join(site.root, 'news.html'), 'utf8');
    expect(detectForms(html)).toEqual([{ name: 'newsletter', fields: ['form-name', 'email'], honeypot: null, action: null }]);
    expect(
      detectForms('<form name="a" data-netlify="false"><input name="x"></form><form data-netlify="true"><input name="y"></form>'),
    ).toEqual([]);
    expect(
      detectForms('<form name="b" netlify netlify-honeypot="trap"><p><input name="trap"><textarea name="t"></textarea></p></form>'),
    ).toEqual([{ name: 'b', fields: ['trap', 't'], honeypot: 'trap', action: null }]);
  });

  test('one name on two pages is one form, on both paths', () => {
    const forms = registeredForms(site.root);
    expect(Object.fromEntries([...forms].map(([name, { paths, fields, honeypot }]) => [name, { paths, fields, honeypot }]))).toEqual(
      FIXTURE_FORMS,
    );
  });
});

describe('a submission of a registered form', () => {
  test('is kept as one JSON line with the fields the form declares, and answered 200 with its action page', async () => {
    const before = stored().length;
    const answer = await post(
      '/contact/thanks',
      submission({
        language: 'ru',
        name: 'Анна',
        email: 'anna@example.ru',
        topic: 'Film',
        message: 'Сериал\nна 8 серий',
        extra: 'not a field of the form',
      }),
    );
    expect([answer.status, answer.body]).toEqual([200, '<h1>thanks</h1>']);
    const records = stored();
    expect(records).toHaveLength(before + 1);
    expect(records.at(-1)).toEqual({
      number: before + 1,
      form_name: 'contact',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      name: 'Анна',
      email: 'anna@example.ru',
      data: expect.objectContaining({
        language: 'ru',
        name: 'Анна',
        email: 'anna@example.ru',
        topic: 'Film',
        message: 'Сериал\nна 8 серий',
        user_agent: 'node',
      }),
    });
    const data = (records.at(-1) as { data: Record<string, unknown> }).data;
    expect(Object.keys(data)).not.toEqual(expect.arrayContaining(['extra']));
    expect(Object.keys(data)).not.toEqual(expect.arrayContaining(['form-name']));
    expect(Object.keys(data)).not.toEqual(expect.arrayContaining(['bot-field']));
  });

  test('from the English page: the English thank-you page, into the same list', async () => {
    const before = stored().length;
    const answer = await post(
      '/en/contact/thanks',
      submission({ language: 'en', name: 'Ann', email: 'ann@example.com', message: 'A film' }),
    );
    expect([answer.status, answer.body]).toEqual([200, '<h1>en thanks</h1>']);
    expect(stored()).toHaveLength(before + 1);
    expect(stored().at(-1)).toMatchObject({ form_name: 'contact', data: { language: 'en', name: 'Ann' } });
  });

  test('multipart (a form with a file field) is read too', async () => {
    const before = stored().length;
    const body = new FormData();
    for (const [name, value] of Object.entries({ 'form-name': 'contact', name: 'Multi', email: 'm@example.com', message: 'part' }))
      body.append(name, value);
    const answer = await post('/contact/thanks', body, null);
    expect(answer.status).toBe(200);
    expect(stored()).toHaveLength(before + 1);
    expect(stored().at(-1)).toMatchObject({ name: 'Multi', data: { message: 'part' } });
  });

  test('with its honeypot filled is dropped, and the sender sees the same answer', async () => {
    const before = stored().length;
    const answer = await post('/contact/thanks', submission({ name: 'Bot', email: 'bot@example.com', 'bot-field': 'http://spam.example' }));
    expect([answer.status, answer.body]).toEqual([200, '<h1>thanks</h1>']);
    expect(stored()).toHaveLength(before);
  });

  test("posted to the form's own page (no action): Netlify's generic success page", async () => {
    const answer = await post('/news', new URLSearchParams({ 'form-name': 'newsletter', email: 'n@example.com' }).toString());
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Thank you!');
    expect(answer.body).toContain('<a href="/news">');
    expect(stored('newsletter')).toEqual([expect.objectContaining({ number: 1, email: 'n@example.com' })]);
  });
});

describe('refused', () => {
  test('an unknown form name, or none, is a 404 with the 404 page of the language, and nothing is stored', async () => {
    const before = stored().length;
    const unknown = await post('/contact/thanks', new URLSearchParams({ 'form-name': 'search', q: 'x' }).toString());
    expect([unknown.status, unknown.body]).toEqual([404, '<h1>ru 404</h1>']);
    const none = await post('/en/contact/thanks', new URLSearchParams({ name: 'x' }).toString());
    expect([none.status, none.body]).toEqual([404, '<h1>en 404</h1>']);
    expect(stored()).toHaveLength(before);
    expect(existsSync(submissionsFile(site.formsDir, 'search'))).toBe(false);
  });

  test('a POST that is not a form (JSON, text, no body) is a 405, as before', async () => {
    expect((await post('/contact/thanks', '{"form-name":"contact"}', 'application/json')).status).toBe(405);
    expect((await post('/contact/thanks', 'form-name=contact', 'text/plain')).status).toBe(405);
    expect((await fetch(`${site.server.url}/contact/thanks`, { method: 'POST' })).status).toBe(405);
  });

  test('a multipart body that does not parse is a 400', async () => {
    const answer = await post(
      '/contact/thanks',
      '--zzz\r\nContent-Disposition: form-data\r\n\r\nno name, no end',
      'multipart/form-data; boundary=zzz',
    );
    expect(answer.status).toBe(400);
    expect((await post('/contact/thanks', 'form-name=contact', 'multipart/form-data')).status).toBe(400);
  });

  test("a body past Netlify's 8 MB is a 413, declared or streamed, and the server serves on", async () => {
    const before = stored().length;
    const huge = submission({ name: 'Big', email: 'b@example.com', message: 'x'.repeat(FORM_MAX_BYTES) });
    const head = (framing: string) =>
      `POST /contact/thanks HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n${framing}\r\n\r\n`;
    // Declared and sent; declared only (the answer comes before any body); streamed in chunks with no length.
    expect(await raw(head(`Content-Length: ${huge.length}`) + huge)).toBe('413');
    expect(await raw(head('Content-Length: 99999999999'))).toBe('413');
    const chunks = Array.from({ length: 9 }, () => `100000\r\n${'a'.repeat(0x100000)}\r\n`).join('');
    expect(await raw(`${head('Transfer-Encoding: chunked')}${chunks}0\r\n\r\n`)).toBe('413');
    expect(stored()).toHaveLength(before);
    const next = await post('/contact/thanks', submission({ name: 'After', email: 'a@example.com' }));
    expect(next.status).toBe(200);
    expect(stored()).toHaveLength(before + 1);
  });

  test('without `forms` the server keeps answering every POST with 405', async () => {
    const { startStaticServer } = await import('../../../scripts/lib/staticServer');
    const plain = await startStaticServer(site.root);
    try {
      const response = await fetch(`${plain.url}/contact/thanks`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: submission({ name: 'x' }),
      });
      expect(response.status).toBe(405);
    } finally {
      await plain.close();
    }
  });
});
