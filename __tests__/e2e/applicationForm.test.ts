/**
 * The application form reaches the studio (docs/deploying.md, "The application form (Netlify Forms)"). In Chromium, against the
 * production build on the Netlify-like server with Netlify Forms
 * (scripts/lib/netlifyForms.ts, storing into E2E_FORMS_DIR): a filled form lands
 * on the thank-you page of its language and the studio's list holds exactly that
 * application, with every field and the language; the browser's own validation
 * keeps an incomplete application on the page, text intact, and sends nothing; a
 * filled honeypot is dropped; it all works with JavaScript off. And the build
 * output: the form as Netlify's deploy step detects it, its pages out of the
 * sitemap.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { detectForms, registeredForms, submissionsFile } from '../../scripts/lib/netlifyForms';
import { APPLICATION_FORM } from '../../src/config/constants';
import { type Language, LANGUAGES } from '../../src/config/routes';
import { pagePath } from '../../src/i18n/paths';
import { baseUrl, visit, withPage } from './support/browser';
import { FORM_ROUTES } from './support/site';

const PUBLIC = path.resolve(__dirname, '../../public');

interface Stored {
  number: number;
  form_name: string;
  name?: string;
  email?: string;
  data: Record<string, unknown>;
}

/** The studio's list of applications, as the local server keeps it. */
function applications(): Stored[] {
  const dir = process.env.E2E_FORMS_DIR;
  if (!dir) throw new Error('E2E_FORMS_DIR is not set: run the e2e project through jest (globalSetup starts the server)');
  const file = submissionsFile(dir, APPLICATION_FORM.name);
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Stored)
    : [];
}

const content = (lang: Language, page: string) => JSON.parse(readFileSync(path.join(__dirname, `../../data/${lang}/${page}.json`), 'utf8'));

const FORMS = LANGUAGES.map((lang) => {
  const form = content(lang, 'contacts').form as Record<string, string> & { projectTypes: string[] };
  return {
    lang,
    path: pagePath('contacts', lang),
    thanks: pagePath('thanks', lang),
    form,
    thanksHeading: content(lang, 'thanks').heading as string,
  };
});

/** A name no other test uses, so each test finds its own application and no other. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fill(
  page: Page,
  form: (typeof FORMS)[number]['form'],
  values: { name?: string; email?: string; description?: string; type?: number },
) {
  if (values.name !== undefined) await page.getByRole('textbox', { name: form.nameLabel, exact: true }).fill(values.name);
  if (values.email !== undefined) await page.getByRole('textbox', { name: form.emailLabel, exact: true }).fill(values.email);
  if (values.type !== undefined)
    await page.getByRole('combobox', { name: form.projectTypeLabel, exact: true }).selectOption({ index: values.type });
  if (values.description !== undefined)
    await page.getByRole('textbox', { name: form.descriptionLabel, exact: true }).fill(values.description);
}

describe.each(FORMS)('$path: the application reaches the studio', ({ lang, path: formPath, thanks, form, thanksHeading }) => {
  test('filled and sent, it lands on the thank-you page of its language, stored once with every field and the language', async () => {
    await withPage(async ({ page, errors }) => {
      await visit(page, formPath);
      const name = unique(lang === 'ru' ? 'Анна Петрова' : 'Ann Peters');
      const description =
        lang === 'ru' ? 'Вертикальный сериал\nна 12 серий — «рабочее» название' : 'A vertical series\nof 12 episodes & a "working" title';
      await fill(page, form, { name, email: 'anna@example.ru', type: 2, description });
      await page.getByRole('button', { name: form.submitLabel, exact: true }).click();
      await page.waitForURL((url) => url.pathname === thanks);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect((await page.locator('h1').innerText()).trim()).toBe(thanksHeading);
      const mine = applications().filter((a) => a.name === name);
      expect(mine).toEqual([
        expect.objectContaining({
          form_name: APPLICATION_FORM.name,
          email: 'anna@example.ru',
          // A browser sends a textarea's line breaks as CRLF (HTML: "append an entry", newline normalization).
          data: expect.objectContaining({
            name,
            email: 'anna@example.ru',
            projectType: form.projectTypes[1],
            description: description.replace(/\n/g, '\r\n'),
            language: lang,
          }),
        }),
      ]);
      expect(mine[0]!.data).not.toHaveProperty(APPLICATION_FORM.honeypotField);
      // A way back: the thank-you page links to the site in its language.
      const back = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(back).toEqual(content(lang, 'thanks').links.map((l: { href: string }) => l.href));
      expect(errors).toEqual([]);
    });
  });

  test('a required field left empty, or an address that is not one: the browser keeps the visitor on the page, text intact, and nothing is sent', async () => {
    await withPage(async ({ page }) => {
      await visit(page, formPath);
      const before = applications().length;
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      const name = unique('Без почты');
      await fill(page, form, { name, description: 'Реклама для бренда', type: 3 });
      const button = page.getByRole('button', { name: form.submitLabel, exact: true });
      await button.click();
      const email = page.getByRole('textbox', { name: form.emailLabel, exact: true });
      await expect(email.evaluate((el: HTMLInputElement) => el.validity.valueMissing && el === document.activeElement)).resolves.toBe(true);
      await email.fill('not-an-email');
      await button.click();
      await expect(email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).resolves.toBe(true);
      // The description emptied instead: refused too.
      await email.fill('anna@example.ru');
      const description = page.getByRole('textbox', { name: form.descriptionLabel, exact: true });
      await description.fill('');
      await page.getByRole('textbox', { name: form.nameLabel, exact: true }).press('Enter');
      // The browser refused to send it: it took the visitor to the empty required field instead.
      await page.waitForFunction(
        (el) => el === document.activeElement && (el as HTMLTextAreaElement).validity.valueMissing,
        await description.elementHandle(),
      );
      expect(new URL(page.url()).pathname).toBe(formPath);
      expect(posts).toEqual([]);
      await expect(page.getByRole('textbox', { name: form.nameLabel, exact: true }).inputValue()).resolves.toBe(name);
      await expect(email.inputValue()).resolves.toBe('anna@example.ru');
      await expect(page.getByRole('combobox', { name: form.projectTypeLabel, exact: true }).inputValue()).resolves.toBe(
        form.projectTypes[2],
      );
      expect(applications()).toHaveLength(before);
    });
  });

  test('the required fields are announced as required; the visible asterisk is not read as part of their names', async () => {
    await withPage(async ({ page }) => {
      await visit(page, formPath);
      const snapshot = await page.locator('form').ariaSnapshot();
      for (const label of [form.nameLabel, form.emailLabel, form.descriptionLabel]) {
        expect(snapshot).toContain(`textbox "${label}"`);
        await expect(page.getByRole('textbox', { name: label, exact: true }).evaluate((el: HTMLInputElement) => el.required)).resolves.toBe(
          true,
        );
      }
      expect(snapshot).not.toContain('*"');
      await expect(
        page.getByRole('combobox', { name: form.projectTypeLabel, exact: true }).evaluate((el: HTMLSelectElement) => el.required),
      ).resolves.toBe(false);
      // The honeypot is in nobody's way: not shown, not in the tab order, not in the accessibility tree.
      expect(snapshot).not.toContain(APPLICATION_FORM.honeypotField);
      await expect(page.locator(`input[name="${APPLICATION_FORM.honeypotField}"]`).isVisible()).resolves.toBe(false);
    });
  });
});

test('a submission with the honeypot filled lands on the thank-you page like any other, and is not stored', async () => {
  const { path: formPath, thanks, form } = FORMS[0]!;
  await withPage(async ({ page }) => {
    await visit(page, formPath);
    const name = unique('Бот');
    await fill(page, form, { name, email: 'bot@example.com', description: 'Купите наши услуги' });
    // What a bot does: it fills every field it finds, the hidden one too.
    await page.locator(`input[name="${APPLICATION_FORM.honeypotField}"]`).evaluate((el: HTMLInputElement) => {
      el.value = 'https://spam.example';
    });
    await page.getByRole('button', { name: form.submitLabel, exact: true }).click();
    await page.waitForURL((url) => url.pathname === thanks);
    expect(applications().filter((a) => a.name === name)).toEqual([]);
  });
});

test.each(FORMS)(
  'with JavaScript switched off, $path sends the application all the same',
  async ({ lang, path: formPath, thanks, form }) => {
    await withPage(
      async ({ page }) => {
        await visit(page, formPath);
        const name = unique(lang === 'ru' ? 'Без скриптов' : 'No script');
        await fill(page, form, { name, email: 'noscript@example.com', description: 'Text' });
        await page.getByRole('button', { name: form.submitLabel, exact: true }).click();
        await page.waitForURL((url) => url.pathname === thanks);
        expect(applications().filter((a) => a.name === name)).toEqual([
          expect.objectContaining({ data: expect.objectContaining({ language: lang }) }),
        ]);
      },
      { javaScriptEnabled: false },
    );
  },
);

describe('the build output, as Netlify’s deploy step reads it', () => {
  test('one registered form, on both contacts pages, with the fields it declares and its honeypot', () => {
    const forms = registeredForms(PUBLIC);
    expect([...forms.keys()]).toEqual([APPLICATION_FORM.name]);
    expect(forms.get(APPLICATION_FORM.name)).toEqual({
      name: APPLICATION_FORM.name,
      paths: FORMS.map((f) => f.path).sort(),
      fields: ['form-name', APPLICATION_FORM.languageField, APPLICATION_FORM.honeypotField, 'name', 'email', 'projectType', 'description'],
      honeypot: APPLICATION_FORM.honeypotField,
    });
  });

  test.each(FORMS)(
    '$path: POST to its own language’s thank-you page, which exists; form-name as the name',
    async ({ lang, path: formPath, thanks }) => {
      const html = readFileSync(path.join(PUBLIC, `${formPath.slice(1)}.html`), 'utf8');
      const [form] = detectForms(html);
      expect(form?.action).toBe(thanks);
      expect(html).toMatch(/<form\b[^>]*\bmethod="POST"/);
      expect(html).toContain(`<input type="hidden" name="form-name" value="${APPLICATION_FORM.name}"/>`);
      expect(html).toContain(`<input type="hidden" name="${APPLICATION_FORM.languageField}" value="${lang}"/>`);
      const response = await fetch(`${baseUrl()}${thanks}`, { redirect: 'manual' });
      expect(response.status).toBe(200);
    },
  );

  test('the thank-you and privacy pages are noindex and left out of the sitemap', async () => {
    const sitemap = readFileSync(path.join(PUBLIC, 'sitemap-0.xml'), 'utf8');
    for (const { path: route } of FORM_ROUTES) {
      expect(sitemap).not.toContain(`${route}<`);
      expect(sitemap).not.toContain(`${route}"`);
      const response = await fetch(`${baseUrl()}${route}`);
      expect([route, response.status]).toEqual([route, 200]);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).not.toContain('rel="canonical"');
    }
    expect(sitemap).toContain('/contacts<');
  });
});
