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
 *   (https://docs.netlify.com/manage/forms/setup/#limitations) is a 413; one
 *   that cannot be parsed (a broken multipart body) a 400.
 */
import { appendFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { attribute, type Element, elements } from '../../src/gatsby/htmlElements';

/** Netlify's maximum size of a form request. */
export const FORM_MAX_BYTES = 8 * 1024 * 1024;

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

/** The body, or `null` once it passes `limit` bytes (the rest is left to drain) or the request ends early. */
function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | 'too-large' | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        // Drain what is still coming rather than close on it: a reset would lose the 413 the client has not read yet.
        req.resume();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('aborted', () => resolve(null));
    req.once('error', () => resolve(null));
  });
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
    const plain = { 'content-type': 'text/plain; charset=utf-8' };
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
      res.writeHead(413, plain).end('Payload Too Large');
      return 'answered';
    }
    const body = await readBody(req, maxBytes);
    if (body === null) {
      res.destroy();
      return 'answered';
    }
    if (body === 'too-large') {
      res.writeHead(413, plain).end('Payload Too Large');
      return 'answered';
    }
    let data: FormData;
    try {
      // undici's own parser (Node's fetch): URL-encoded as the URL standard reads it, multipart as browsers write it.
      const request = new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-type': String(req.headers['content-type']) },
        body: new Uint8Array(body),
      });
      data = await request.formData();
    } catch {
      res.writeHead(400, plain).end('Bad Request');
      return 'answered';
    }
    const formName = data.get('form-name');
    const form = typeof formName === 'string' ? forms().get(formName) : undefined;
    if (!form) return 'unknown-form';

    const honeypot = form.honeypot ? data.get(form.honeypot) : null;
    if (typeof honeypot === 'string' && honeypot !== '') {
      log?.(`Form "${form.name}": a submission with its honeypot filled, dropped`);
    } else {
      const fields: Record<string, unknown> = {};
      for (const name of form.fields) {
        if (name === 'form-name' || name === form.honeypot || !data.has(name)) continue;
        const values = data
          .getAll(name)
          .map((value) => (typeof value === 'string' ? value : { filename: value.name, size: value.size, type: value.type }));
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
