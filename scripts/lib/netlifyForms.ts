/**
 * Netlify Forms for the local Netlify-like server (scripts/lib/staticServer.ts):
 * the forms a deploy would register, found in the built HTML the way Netlify's
 * deploy step finds them, and a POST to the site answered the way Netlify
 * answers it, with each accepted submission appended as one JSON line to
 * `<dir>/<form name>.jsonl`, so a maintainer sees what the studio would receive.
 *
 * - Detection (https://docs.netlify.com/manage/forms/setup/#html-forms): a
 *   `<form>` with a `netlify` or `data-netlify="true"` attribute, registered by
 *   its `name`, with the names of the fields inside it; a honeypot field named
 *   by `netlify-honeypot` (or `data-netlify-honeypot`). Netlify's form record
 *   holds the pages a form is on (`paths` in its API, https://open-api.netlify.com),
 *   not its `action`.
 * - A submission is a URL-encoded or multipart POST whose `form-name` is a
 *   registered form (https://docs.netlify.com/manage/forms/setup/#submit-html-forms-with-ajax);
 *   any other `form-name`, or none, is not one and gets the 404 page. Netlify
 *   keeps the fields the form declares; a filled honeypot drops the submission
 *   ("won't even be included in your form's spam submissions":
 *   https://docs.netlify.com/manage/forms/spam-filters/), and the sender sees the
 *   same answer as for a kept one.
 * - The answer: posted to the form's own page (a form without `action`), a
 *   generic success page with a link back; posted anywhere else (the form's
 *   `action`), that page, as a GET of it would answer
 *   (https://docs.netlify.com/manage/forms/setup/#success-messages).
 * - A body over Netlify's 8 MB limit for a form request
 *   (https://docs.netlify.com/manage/forms/setup/#limitations), or with more
 *   than FORM_MAX_FIELDS fields, is a 413; one that cannot be parsed (a broken
 *   multipart body) a 400. The body is parsed as it arrives (@fastify/busboy),
 *   a slice at a time, so no post holds up the server's other requests, and
 *   parsing stops at the limits. A refused body is read and discarded for up
 *   to REFUSED_BODY_MS before the connection is closed, so the client reads
 *   the answer instead of a reset.
 */
import { appendFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { Busboy } from '@fastify/busboy';
import { globSync } from 'tinyglobby';
import { attribute, type Element, elements } from '../../src/gatsby/htmlElements';

/** Netlify's maximum size of a form request. */
export const FORM_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The most fields (or multipart parts) one post may hold: the site's form has eight, and 1 000 is what Express's
 * body-parser allows by default. Past it the post is refused, not parsed on.
 */
export const FORM_MAX_FIELDS = 1000;

/**
 * A refused body is read and thrown away for at most this long (nginx lingers the same way, its lingering_timeout),
 * then the connection is closed: by then the client has read the answer.
 */
const REFUSED_BODY_MS = 5000;

/** One `<form>` of one document that Netlify would register. */
export interface DetectedForm {
  name: string;
  /** The names of the fields inside it, in document order, each once (`form-name` included). */
  fields: string[];
  honeypot: string | null;
  action: string | null;
}

/** A form as a deploy registers it: one per name, over every page it is on. */
export interface RegisteredForm {
  name: string;
  /** The pages it is on: /contacts, /en/contacts. */
  paths: string[];
  fields: string[];
  honeypot: string | null;
}

/** Netlify's marker: the bare `netlify` attribute, or `data-netlify="true"`. */
function isNetlifyForm(form: Element): boolean {
  return attribute(form, 'netlify') !== null || attribute(form, 'data-netlify')?.trim().toLowerCase() === 'true';
}

/** The forms of one HTML document that a deploy would register (a form without a name is not registered). */
export function detectForms(html: string): DetectedForm[] {
  return [...elements(html)]
    .filter((element) => element.tagName === 'form' && isNetlifyForm(element) && attribute(element, 'name'))
    .map((form) => {
      const fields = [...elements(form)]
        .filter((el) => ['input', 'select', 'textarea', 'button'].includes(el.tagName))
        .map((el) => attribute(el, 'name'))
        .filter((name): name is string => Boolean(name));
      return {
        name: attribute(form, 'name') as string,
        fields: [...new Set(fields)],
        honeypot: attribute(form, 'netlify-honeypot') ?? attribute(form, 'data-netlify-honeypot'),
        action: attribute(form, 'action'),
      };
    });
}

/** The built pages under `root`, as paths relative to it. */
const htmlFiles = (root: string) => globSync('**/*.html', { cwd: root, dot: true }).sort();

/** The URL path Netlify serves a built file at: index.html -> /, team.html and team/index.html -> /team. */
function pagePathOf(file: string): string {
  const bare = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${bare}`.replace(/\/$/, '') || '/';
}

/** Every form the publish directory `root` registers, by name: its pages, and the fields and honeypot of all of them. */
export function registeredForms(root: string): Map<string, RegisteredForm> {
  const forms = new Map<string, RegisteredForm>();
  for (const file of htmlFiles(root)) {
    for (const found of detectForms(readFileSync(path.join(root, file), 'utf8'))) {
      const form = forms.get(found.name) ?? { name: found.name, paths: [], fields: [], honeypot: null };
      form.paths = [...new Set([...form.paths, pagePathOf(file)])];
      form.fields = [...new Set([...form.fields, ...found.fields])];
      form.honeypot ??= found.honeypot;
      forms.set(found.name, form);
    }
  }
  return forms;
}

/** Where a form's submissions are appended: `<dir>/<form name>.jsonl`. */
export function submissionsFile(dir: string, formName: string): string {
  return path.join(dir, `${encodeURIComponent(formName)}.jsonl`);
}

/**
 * What became of a POST: `answered` (this module wrote the response), `not-a-form`
 * (no form body: the server answers as for any other method), `unknown-form` (no
 * registered form: answered as a path that does not exist), `serve-page` (a
 * submission, kept or dropped: answered with what the path serves).
 */
export type FormOutcome = 'answered' | 'not-a-form' | 'unknown-form' | 'serve-page';

export interface NetlifyFormsOptions {
  /** The directory of the `<form name>.jsonl` files, created when missing. */
  dir: string;
  maxBytes?: number;
  /** Told of each submission kept or dropped (npm run serve prints them). */
  log?: (line: string) => void;
}

export interface NetlifyForms {
  /** The forms of the build as it is now. */
  forms(): Map<string, RegisteredForm>;
  /** Takes a POST to `pathname` (decoded); see FormOutcome. */
  receive(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<FormOutcome>;
}

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** Netlify's generic success page (the docs show it: a heading, a line and a link back to the form). */
function genericSuccessPage(back: string): string {
  const href = back.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Thank you!</title></head><body><main><h1>Thank you!</h1><p>Your form submission has been received.</p><p><a href="${href}">Back to our site</a></p></main></body></html>`;
}

/** A submitted value: a text, or what Netlify keeps of a file (its name, size and type). */
type FormValue = string | { filename: string; size: number; type: string };

/** What became of reading a form body. */
type ParsedForm = { fields: Map<string, FormValue[]> } | 'too-large' | 'too-many-fields' | 'malformed' | 'aborted';

/**
 * Counts the fields of a body as it arrives, with Buffer.indexOf (native, a few microseconds per chunk): a `&` ends
 * a URL-encoded field, a `--boundary` delimiter a multipart part. It runs ahead of the parser, which never sees a
 * post with more fields than FORM_MAX_FIELDS: its cost grows with the fields it reads (busboy's multipart parser
 * takes about 50 µs a part, and goes on reading parts past its own limit).
 */
function fieldCounter(contentType: string): (chunk: Buffer) => number {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const delimiter = Buffer.from(boundary ? `--${boundary[1] ?? boundary[2]}` : '&');
  // n parts have n + 1 delimiters (the last closes the list); n `&` separate n + 1 fields.
  const fieldsOf = (delimiters: number) => (boundary ? delimiters - 1 : delimiters + 1);
  let delimiters = 0;
  // The end of the previous chunk, which may hold the start of a delimiter split across the two.
  let carry: Buffer = Buffer.alloc(0);
  return (chunk) => {
    const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    let next = 0;
    for (let at = data.indexOf(delimiter); at !== -1 && fieldsOf(delimiters) <= FORM_MAX_FIELDS; at = data.indexOf(delimiter, next)) {
      delimiters += 1;
      next = at + delimiter.length;
    }
    carry = data.subarray(Math.max(next, data.length - delimiter.length + 1));
    return fieldsOf(delimiters);
  };
}

/**
 * Parsing work per task: a slice this large (at most a hundred or so parts), then the event loop serves other
 * requests before the next.
 */
export const PARSE_SLICE_BYTES = 4 * 1024;

/**
 * Parses a URL-encoded or multipart body as it arrives with @fastify/busboy (the parser Node's own fetch used before
 * it had one), a slice at a time with the event loop free between slices, so a post never holds up the server's
 * other requests; stops at `maxBytes` or FORM_MAX_FIELDS fields, and keeps of a file only its name, size and type.
 */
function parseForm(req: http.IncomingMessage, maxBytes: number): Promise<ParsedForm> {
  return new Promise((resolve) => {
    const contentType = String(req.headers['content-type']);
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { ...req.headers, 'content-type': contentType },
        limits: { fields: FORM_MAX_FIELDS, parts: FORM_MAX_FIELDS, files: FORM_MAX_FIELDS, fieldSize: maxBytes, fieldNameSize: 1024 },
      });
    } catch {
      // A multipart type without its boundary.
      resolve('malformed');
      return;
    }
    const fields = new Map<string, FormValue[]>();
    const add = (name: string, value: FormValue) => fields.set(name, [...(fields.get(name) ?? []), value]);
    let pendingFiles = 0;
    let parsed = false;
    let settled = false;
    const settle = (outcome: ParsedForm) => {
      if (settled) return;
      settled = true;
      // The rest of the body, if any, is the caller's to read or refuse.
      req.removeListener('data', onData);
      resolve(outcome);
    };
    const finishIfDone = () => {
      if (parsed && pendingFiles === 0) settle({ fields });
    };
    parser.on('field', (name, value) => add(name, value));
    parser.on('file', (name, stream, filename, _encoding, type) => {
      pendingFiles += 1;
      let size = 0;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      // A body that ends inside a file part fails that part's stream as well as the parser.
      stream.on('error', () => settle('malformed'));
      stream.once('end', () => {
        add(name, { filename, size, type });
        pendingFiles -= 1;
        finishIfDone();
      });
    });
    for (const limit of ['fieldsLimit', 'partsLimit', 'filesLimit'] as const) parser.once(limit, () => settle('too-many-fields'));
    // Every error, not only the first: a broken body can fail the parser more than once.
    parser.on('error', () => settle('malformed'));
    parser.once('finish', () => {
      parsed = true;
      finishIfDone();
    });

    const countFields = fieldCounter(contentType);
    let received = 0;
    // Each chunk is fed in slices, one per turn of the event loop; the request waits (paused) until its chunk is in.
    const feed = async (chunk: Buffer) => {
      for (let at = 0; at < chunk.length && !settled; at += PARSE_SLICE_BYTES) {
        parser.write(chunk.subarray(at, at + PARSE_SLICE_BYTES));
        await new Promise((next) => setImmediate(next));
      }
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) return settle('too-large');
      // Counted whole before the parser sees any of it: a chunk of too many fields costs the parser nothing.
      if (countFields(chunk) > FORM_MAX_FIELDS) return settle('too-many-fields');
      req.pause();
      void feed(chunk).then(() => settled || req.resume());
    };
    req.on('data', onData);
    req.once('end', () => settled || parser.end());
    req.once('aborted', () => settle('aborted'));
    req.once('error', () => settle('aborted'));
  });
}

/**
 * Answers a refused post (413, 400) at once, and reads what is left of its body, for at most REFUSED_BODY_MS, before
 * the response ends (and with it a connection the client asked to close). Ending it at once would close the
 * connection under a client still sending, which then reports the reset instead of the answer (Node's client fails
 * with EPIPE): this is nginx's lingering close, the whole answer sent first, the connection kept until the body is in.
 */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, status: 400 | 413, text: string): void {
  const body = Buffer.from(text);
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': body.length });
  if (req.complete) {
    res.end(body);
    return;
  }
  res.write(body);
  let ended = false;
  const end = (cutOff: boolean) => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    // Cut off: a client still sending when the time is up is sending more than anyone reads.
    res.end(() => cutOff && req.socket.destroy());
  };
  const timer = setTimeout(() => end(true), REFUSED_BODY_MS);
  req.once('end', () => end(false));
  req.once('close', () => end(false));
  req.resume();
}

export function netlifyForms(root: string, { dir, maxBytes = FORM_MAX_BYTES, log }: NetlifyFormsOptions): NetlifyForms {
  mkdirSync(dir, { recursive: true });
  // Re-detected when a built page changes, so a rebuild needs no restart.
  let cached: { key: string; forms: Map<string, RegisteredForm> } | null = null;
  const forms = () => {
    const key = htmlFiles(root)
      .map((file) => {
        const stat = statSync(path.join(root, file));
        return `${file}:${stat.mtimeMs}:${stat.size}`;
      })
      .join('|');
    if (cached?.key !== key) cached = { key, forms: registeredForms(root) };
    return cached.forms;
  };
  const numbers = new Map<string, number>();
  const nextNumber = (file: string) => {
    let last = numbers.get(file);
    if (last === undefined) {
      try {
        last = readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
      } catch {
        last = 0;
      }
    }
    numbers.set(file, last + 1);
    return last + 1;
  };

  async function receive(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<FormOutcome> {
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!FORM_TYPES.has(type)) return 'not-a-form';
    const tooLarge = 'Payload Too Large';
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
      refuse(req, res, 413, tooLarge);
      return 'answered';
    }
    const parsed = await parseForm(req, maxBytes);
    if (parsed === 'aborted') res.destroy();
    else if (parsed === 'too-large') refuse(req, res, 413, tooLarge);
    else if (parsed === 'too-many-fields') refuse(req, res, 413, `${tooLarge}: more than ${FORM_MAX_FIELDS} fields`);
    else if (parsed === 'malformed') refuse(req, res, 400, 'Bad Request');
    if (typeof parsed === 'string') return 'answered';
    const data = parsed.fields;
    const formName = data.get('form-name')?.[0];
    const form = typeof formName === 'string' ? forms().get(formName) : undefined;
    if (!form) return 'unknown-form';

    const honeypot = form.honeypot ? data.get(form.honeypot)?.[0] : null;
    if (typeof honeypot === 'string' && honeypot !== '') {
      log?.(`Form "${form.name}": a submission with its honeypot filled, dropped`);
    } else {
      const fields: Record<string, unknown> = {};
      for (const name of form.fields) {
        if (name === 'form-name' || name === form.honeypot || !data.has(name)) continue;
        const values = data.get(name) ?? [];
        fields[name] = values.length === 1 ? values[0] : values;
      }
      const file = submissionsFile(dir, form.name);
      const record = {
        number: nextNumber(file),
        form_name: form.name,
        created_at: new Date().toISOString(),
        ...(typeof fields.name === 'string' ? { name: fields.name } : {}),
        ...(typeof fields.email === 'string' ? { email: fields.email } : {}),
        data: {
          ...fields,
          ip: req.socket.remoteAddress ?? null,
          user_agent: req.headers['user-agent'] ?? null,
          referrer: req.headers.referer ?? null,
        },
      };
      appendFileSync(file, `${JSON.stringify(record)}\n`);
      log?.(`Form "${form.name}": submission ${record.number} appended to ${file}`);
    }
    if (form.paths.includes(pathname)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(genericSuccessPage(pathname));
      return 'answered';
    }
    return 'serve-page';
  }

  return { forms, receive };
}
