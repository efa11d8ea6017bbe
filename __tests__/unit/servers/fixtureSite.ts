import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../../../scripts/lib/staticServer';

/** 1000 bytes whose value is their position mod 251, so any slice is recognisable. */
export const FONT_BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

/** A Netlify form as the build writes one (src/views/contacts/ApplicationForm.tsx), posting to `action`. */
const contactForm = (action: string, lang: string) =>
  `<form name="contact" method="POST" action="${action}" data-netlify="true" data-netlify-honeypot="bot-field">` +
  `<input type="hidden" name="form-name" value="contact"><input type="hidden" name="language" value="${lang}">` +
  '<div hidden><label>Leave this empty<input name="bot-field"></label></div>' +
  '<input name="name" required><input type="email" name="email" required><select name="topic"><option>Film</option></select>' +
  '<textarea name="message"></textarea><button type="submit">Send</button></form>';

/** The fixture's registered forms, as a deploy would register them from its pages. */
export const FIXTURE_FORMS = {
  contact: {
    paths: ['/contact', '/en/contact'],
    fields: ['form-name', 'language', 'bot-field', 'name', 'email', 'topic', 'message'],
    honeypot: 'bot-field',
  },
  newsletter: { paths: ['/news'], fields: ['form-name', 'email'], honeypot: null },
} as const;

/**
 * A publish directory shaped like the build's: pages as x.html (the root and a
 * language root beside its folder), one page still as folder/index.html, the
 * two 404 pages, a hashed file under static/, and the _headers/_redirects the
 * build writes; and Netlify forms: one form name on a Russian and an English
 * page, each posting to its language's thank-you page, and a form with the bare
 * `netlify` attribute and no `action` (so Netlify's generic success page).
 */
export function fixtureSite(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const files: Record<string, string | Buffer> = {
    'index.html': '<h1>home</h1>',
    'team.html': '<h1>team</h1>',
    'folder/index.html': '<h1>folder</h1>',
    'en.html': '<h1>en home</h1>',
    'en/team.html': '<h1>en team</h1>',
    '404.html': '<h1>ru 404</h1>',
    'en/404.html': '<h1>en 404</h1>',
    'static/font-0123456789abcdef.woff2': FONT_BYTES,
    'contact.html': `<h1>contact</h1>${contactForm('/contact/thanks', 'ru')}`,
    'contact/thanks.html': '<h1>thanks</h1>',
    'en/contact.html': `<h1>en contact</h1>${contactForm('/en/contact/thanks', 'en')}`,
    'en/contact/thanks.html': '<h1>en thanks</h1>',
    'news.html':
      '<h1>news</h1><form name="newsletter" netlify method="post"><input type="hidden" name="form-name" value="newsletter"><input name="email"></form><form name="search"><input name="q"></form>',
    _headers: [
      '/*',
      '  X-Frame-Options: DENY',
      '/team',
      '  Cache-Control: public, max-age=0, must-revalidate',
      '/static/font-0123456789abcdef.woff2',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/404.html',
      '  Content-Language: ru',
      '/en/404.html',
      '  Content-Language: en',
      '',
    ].join('\n'),
    _redirects: '# unknown paths, by language\n/en/*  /en/404.html  404\n/*  /404.html  404\n',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

/**
 * The static server on a fresh fixtureSite for the enclosing describe block (or file), closed and removed after it;
 * with `forms`, taking Netlify Forms submissions into a temporary `formsDir`.
 */
export function servedFixtureSite({ forms = false } = {}): {
  readonly root: string;
  readonly server: StaticServer;
  readonly formsDir: string;
} {
  const state = {} as { root: string; server: StaticServer; formsDir: string };
  beforeAll(async () => {
    state.root = fixtureSite();
    state.formsDir = mkdtempSync(path.join(os.tmpdir(), 'static-server-forms-'));
    state.server = await startStaticServer(state.root, forms ? { forms: { dir: state.formsDir } } : {});
  });
  afterAll(async () => {
    await state.server.close();
    rmSync(state.root, { recursive: true, force: true });
    rmSync(state.formsDir, { recursive: true, force: true });
  });
  return state;
}
