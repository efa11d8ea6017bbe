/**
 * A bounded HTTP fuzzer for the embedded servers: random and
 * malformed requests written as raw bytes over loopback (fetch would refuse to
 * send most of them), a few at a time, until a count or a deadline is reached.
 * Seeded, so a failing run can be replayed with the seed it prints. With
 * `form`, a share of them are form POSTs (Netlify Forms): well-formed
 * and malformed URL-encoded and multipart bodies, unknown form names, filled
 * honeypots, and bodies past the 8 MB limit, declared, sent or streamed.
 */
import net from 'node:net';

/** mulberry32: a small seeded PRNG (https://gist.github.com/tommyettinger/46a874533244883189143505d203312c). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A form the server takes (scripts/lib/netlifyForms.ts), and the paths it is posted to. */
export interface FuzzForm {
  name: string;
  fields: readonly string[];
  honeypot: string;
  paths: readonly string[];
  /** The body size past which the server answers 413. */
  maxBytes: number;
}

export interface FuzzOptions {
  port: number;
  /** Paths the server really serves; the fuzzer mutates them. */
  paths: string[];
  /** Headers a legitimate client sends (e.g. the apikey), sometimes kept, sometimes mangled. */
  goodHeaders?: Record<string, string>;
  count: number;
  deadlineMs: number;
  seed: number;
  concurrency?: number;
  /** Every request a GET or HEAD of about 15 KB, with the key, without it or with a wrong one (what once grew the backend's log). */
  oversized?: boolean;
  form?: FuzzForm;
}

export interface FuzzResult {
  sent: number;
  /** Status code -> how many responses carried it. */
  statuses: Record<string, number>;
  /** Complete requests whose connection closed or timed out without a status line (a crash shows up here). */
  noResponse: number;
  /** The first requests (as sent) that got no status line, to replay a failure. */
  unanswered: string[];
  /** Requests (as sent) that got a 5xx: an internal error is a bug too. */
  serverErrors: string[];
  /** Status code -> how many of the form POSTs got it. */
  formStatuses: Record<string, number>;
}

const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'G3T', 'get'];
const ESCAPES = [
  '%E0%A4%A',
  '%',
  '%%',
  '%zz',
  '%C0%AF',
  '%00',
  '%2e%2e',
  '%2F',
  '%FF%FE',
  '%E2%82',
  '%ED%A0%80',
  '%25',
  '%u0041',
  '%F0%9F%98%80',
];
const SEGMENTS = [
  '..',
  '.',
  '',
  'index.html',
  'static',
  'rest',
  'v1',
  'storage',
  'blog_posts',
  'public',
  '~',
  '*',
  ';',
  'a'.repeat(300),
  'ÿ',
  'тест',
  '\\..\\..',
];
/** Digits past what a double (2^53) or PostgreSQL's bigint (2^63 - 1) holds, and a 15 KB number. */
const HUGE = ['9007199254740993', '9223372036854775807', '9223372036854775808', '99999999999999999999', '9'.repeat(15_000)];
const QUERIES = [
  '',
  '?',
  '?select=*',
  '?select=id,content',
  '?select=*)',
  '?order=published_at.desc',
  '?order=a.b.c.d',
  '?order=',
  '?offset=-1',
  '?limit=99999999999999999999',
  '?offset=1e9',
  '?limit=5&offset=0',
  '?select=*&select=id',
  '?x=%E0%A4%A',
  '?id=eq.1',
  '?%ZZ=1',
  '?&&&=',
  '?limit=0',
  '?offset=00001',
  '?limit=0&offset=5',
  ...HUGE.flatMap((n) => [`?offset=${n}`, `?limit=${n}`, `?offset=${n}&limit=${n}`]),
];
const RANGES = [
  'bytes=-100',
  'bytes=100-50',
  'bytes=999999999-',
  'bytes=0-0',
  'bytes=-0',
  'bytes=0-',
  'bytes=-',
  'bytes=a-b',
  'bytes=0-1,5-6',
  'items=0-1',
  'bytes=18446744073709551616-',
  'bytes= 5 - 10 ',
  'bytes=-99999999999999999999',
  '',
  '0-4',
  '5-2',
  '3-',
  ...HUGE.flatMap((n) => [`0-${n}`, `${n}-`, `bytes=0-${n}`]),
];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function randomBytes(random: () => number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String.fromCharCode(Math.floor(random() * 256));
  return out;
}

function target(random: () => number, paths: readonly string[]): string {
  const base = pick(random, paths);
  switch (Math.floor(random() * 8)) {
    case 0:
      return base;
    case 1:
      return `${base}${pick(random, ESCAPES)}`;
    case 2:
      return `${base.replace(/\/[^/]*$/, '')}/${pick(random, ESCAPES)}${pick(random, SEGMENTS)}`;
    case 3:
      return `/${Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(random, SEGMENTS)).join('/')}`;
    case 4:
      return `${base}${pick(random, QUERIES)}`;
    case 5:
      return pick(random, ['*', 'http://127.0.0.1/', '//evil.example/x', '', ' ', base.replace(/^\//, ''), `${base}#frag`]);
    case 6:
      return random() < 0.5 ? `${base}/${'x/'.repeat(Math.floor(random() * 400))}` : oversizedTarget(random, base);
    default:
      return `${base}${pick(random, ['/', '//', '/.', '/..', '%2F..', '.html', '/index.html', '?'])}${pick(random, QUERIES)}`;
  }
}

/**
 * A request target of about 15 KB (what grew the local backend's request log
 * without end): an offset of 15 000 digits, as a number past bigint
 * or as 5 behind leading zeros (a valid read), or a path of 5 000 escapes.
 */
function oversizedTarget(random: () => number, base: string): string {
  const join = base.includes('?') ? '&' : '?';
  switch (Math.floor(random() * 3)) {
    case 0:
      return `${base}${join}offset=${'0'.repeat(15_000)}5`;
    case 1:
      return `${base}${join}offset=${'9'.repeat(15_000)}`;
    default:
      return `${base}${'%41'.repeat(5_000)}`;
  }
}

/** One request as raw bytes: usually well-formed HTTP with hostile parts, sometimes not HTTP at all. */
function request(random: () => number, options: FuzzOptions): string {
  if (random() < 0.04) return randomBytes(random, 1 + Math.floor(random() * 200));
  const method = pick(random, METHODS);
  const version = random() < 0.9 ? 'HTTP/1.1' : pick(random, ['HTTP/1.0', 'HTTP/2.0', 'HTTP/9', 'HTTX/1.1', '']);
  const headers: string[] = ['Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(options.goodHeaders ?? {})) {
    const roll = random();
    if (roll < 0.6) headers.push(`${name}: ${value}`);
    else if (roll < 0.75) headers.push(`${name}: ${value.slice(0, Math.floor(random() * value.length))}`);
    else if (roll < 0.85) headers.push(`${name}: ${value}`, `${name}: other`);
  }
  if (random() < 0.5) headers.push(`Range: ${pick(random, RANGES)}`);
  if (random() < 0.2) headers.push(`Accept-Profile: ${pick(random, ['public', 'private', 'pg_catalog', '', 'ÿ'])}`);
  if (random() < 0.15) headers.push(`Authorization: ${pick(random, ['Bearer ', 'Bearer x.y.z', 'Basic Zm9vOmJhcg==', ''])}`);
  if (random() < 0.1) headers.push(`Access-Control-Request-Headers: ${pick(random, ['apikey', 'x'.repeat(500), ''])}`);
  if (random() < 0.1) headers.push(`X-${Math.floor(random() * 1e6)}: ${randomBytes(random, 20).replace(/[\r\n]/g, '')}`);
  if (random() < 0.05) headers.push('no colon here');
  if (random() < 0.03) headers.push(`X-Big: ${'a'.repeat(20_000)}`);
  let body = '';
  if (random() < 0.15) {
    body = randomBytes(random, Math.floor(random() * 100));
    headers.push(random() < 0.8 ? `Content-Length: ${body.length}` : 'Transfer-Encoding: chunked');
  }
  return `${method} ${target(random, options.paths)} ${version}\r\n${headers.join('\r\n')}\r\n\r\n${body}`;
}

/** A well-formed GET or HEAD of about 15 KB: the key half the time, none or a wrong one otherwise, sometimes a huge Range. */
function oversizedRequest(random: () => number, options: FuzzOptions): string {
  const headers = ['Host: 127.0.0.1', 'Connection: close'];
  const key = Object.entries(options.goodHeaders ?? {});
  const roll = random();
  if (roll < 0.5) headers.push(...key.map(([name, value]) => `${name}: ${value}`));
  else if (roll < 0.75) headers.push(...key.map(([name]) => `${name}: ${'k'.repeat(200)}`));
  if (random() < 0.3) headers.push(`Range: ${pick(random, RANGES)}`);
  return `${random() < 0.8 ? 'GET' : 'HEAD'} ${oversizedTarget(random, pick(random, options.paths))} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`;
}

const FORM_TYPES = [
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-8',
  'Application/X-WWW-Form-Urlencoded',
  'multipart/form-data; boundary=fuzzboundary',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="quoted boundary"',
];
const VALUES = [
  '',
  'Анна',
  'a@b.ru',
  'not-an-email',
  '%',
  '%E0%A4%A',
  '%zz',
  '+',
  '&&',
  '=',
  'x'.repeat(5000),
  '\u0000',
  '😀',
  'line\r\nbreak',
  '<script>alert(1)</script>',
];

/** A string's UTF-8 bytes as a latin1 string: what the raw request carries. */
const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

function urlEncoded(random: () => number, form: FuzzForm): string {
  const pairs: Array<[string, string]> = [];
  const roll = random();
  const formName =
    roll < 0.6 ? form.name : pick(random, ['', 'unknown', form.name.toUpperCase(), `${form.name}%00`, randomBytes(random, 8)]);
  if (random() < 0.9) pairs.push(['form-name', formName]);
  for (const field of form.fields) if (random() < 0.8) pairs.push([field, pick(random, VALUES)]);
  if (random() < 0.2) pairs.push([form.honeypot, pick(random, ['', 'http://spam.example', 'x'])]);
  if (random() < 0.2) pairs.push([pick(random, ['form-name', 'extra', '', '%', randomBytes(random, 6)]), pick(random, VALUES)]);
  const encode = random() < 0.7;
  const body = pairs.map(([k, v]) => (encode ? `${encodeURIComponent(k)}=${encodeURIComponent(v)}` : `${k}=${v}`)).join('&');
  switch (Math.floor(random() * 6)) {
    case 0:
      return `${utf8(body)}${randomBytes(random, Math.floor(random() * 64))}`;
    case 1:
      // Many fields: a parser's cost grows with their count.
      return `form-name=${form.name}&${'k=v&'.repeat(1000 + Math.floor(random() * 30_000))}`;
    default:
      return utf8(body);
  }
}

function multipart(random: () => number, form: FuzzForm): string {
  const boundary = 'fuzzboundary';
  const part = (name: string, value: string, file = false) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.txt"\r\nContent-Type: text/plain' : ''}\r\n\r\n${value}\r\n`;
  const parts = [
    part('form-name', random() < 0.7 ? form.name : 'unknown'),
    ...form.fields.filter(() => random() < 0.8).map((f) => part(f, utf8(pick(random, VALUES)), random() < 0.1)),
  ];
  const body = `${parts.join('')}--${boundary}--\r\n`;
  switch (Math.floor(random() * 5)) {
    case 0:
      return body.slice(0, Math.floor(random() * body.length));
    case 1:
      return body.replace(/Content-Disposition[^\r]*/, randomBytes(random, 20).replace(/[\r\n]/g, ''));
    case 2:
      return `${randomBytes(random, 100)}${body}`;
    default:
      return body;
  }
}

/** A form POST: mostly a body framed by its exact length, sometimes chunked, past the limit, or framed wrongly. */
function formRequest(random: () => number, form: FuzzForm): string {
  const type = pick(random, FORM_TYPES);
  const head = (framing: string) =>
    `POST ${pick(random, form.paths)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: ${type}\r\n${framing}\r\n\r\n`;
  const roll = random();
  if (roll < 0.08) {
    // Declared past the limit: the answer comes before the body, which never arrives whole.
    const declared = pick(random, [form.maxBytes + 1, 2 ** 31, 2 ** 53, 99_999_999_999]);
    return `${head(`Content-Length: ${declared}`)}${randomBytes(random, Math.floor(random() * 100))}`;
  }
  if (roll < 0.09) {
    // Sent past the limit, whole.
    const body = `form-name=${form.name}&description=${'x'.repeat(form.maxBytes)}`;
    return `${head(`Content-Length: ${body.length}`)}${body}`;
  }
  if (roll < 0.1) {
    // Streamed past the limit, in valid chunks.
    const chunk = 'y'.repeat(1 << 20);
    const chunks = Array.from(
      { length: Math.ceil(form.maxBytes / chunk.length) + 1 },
      () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`,
    );
    return `${head('Transfer-Encoding: chunked')}form-name=${form.name}&${chunks.join('')}0\r\n\r\n`;
  }
  const body = type.startsWith('multipart') ? multipart(random, form) : urlEncoded(random, form);
  if (roll < 0.2) {
    // Chunked: whole and valid, or with a chunk size that is not hex (a parse error).
    const valid = random() < 0.7;
    return `${head('Transfer-Encoding: chunked')}${valid ? body.length.toString(16) : pick(random, ['zz', '-1', '0x10', ''])}\r\n${body}\r\n0\r\n\r\n`;
  }
  return `${head(`Content-Length: ${body.length}`)}${body}`;
}

function send(port: number, bytes: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let head = '';
    const done = (status: string | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    const timer = setTimeout(() => done(statusOf(head)), 3000);
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const status = statusOf(head);
      if (status) done(status);
    });
    socket.on('error', () => done(statusOf(head)));
    socket.on('close', () => done(statusOf(head)));
    socket.write(Buffer.from(bytes, 'latin1'), () => undefined);
  });
}

function statusOf(head: string): string | null {
  return /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? null;
}

export async function fuzz(options: FuzzOptions): Promise<FuzzResult> {
  const random = prng(options.seed);
  const end = Date.now() + options.deadlineMs;
  const result: FuzzResult = { sent: 0, statuses: {}, noResponse: 0, unanswered: [], serverErrors: [], formStatuses: {} };
  const worker = async () => {
    while (result.sent < options.count && Date.now() < end) {
      result.sent += 1;
      const isForm = !options.oversized && options.form !== undefined && random() < 0.3;
      const bytes = options.oversized
        ? oversizedRequest(random, options)
        : isForm
          ? formRequest(random, options.form!)
          : request(random, options);
      const status = await send(options.port, bytes);
      if (isForm) result.formStatuses[status ?? 'none'] = (result.formStatuses[status ?? 'none'] ?? 0) + 1;
      if (status !== null) result.statuses[status] = (result.statuses[status] ?? 0) + 1;
      // A request cut off before the blank line that ends its head may be waited for, as nginx and Netlify
      // wait (until their own timeout): only a complete request owes an answer within the fuzzer's 3 s.
      else if (/\r?\n\r?\n/.test(bytes)) {
        result.noResponse += 1;
        if (result.unanswered.length < 5) result.unanswered.push(JSON.stringify(bytes.slice(0, 300)));
      }
      if (status?.startsWith('5')) result.serverErrors.push(JSON.stringify(bytes.slice(0, 300)));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return result;
}
