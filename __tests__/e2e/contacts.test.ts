import { LANGUAGES } from '../../src/config/routes';
import { pagePath } from '../../src/i18n/paths';
import { visit, withPage } from './support/browser';
import { pageData, sectionOf } from './support/content';
import { mainText, texts } from './support/pageChecks';

describe.each(LANGUAGES)('/contacts application form, %s (product §2; how it is sent: applicationForm.test.ts)', (lang) => {
  test('fields with their labels, types and rows, and the button', async () => {
    const { form } = pageData('contacts', lang);
    await withPage(async ({ page }) => {
      await visit(page, pagePath('contacts', lang));
      await expect(page.getByRole('textbox', { name: form.nameLabel, exact: true }).getAttribute('type')).resolves.toBe('text');
      await expect(page.getByRole('textbox', { name: form.emailLabel, exact: true }).getAttribute('type')).resolves.toBe('email');
      await expect(page.getByRole('combobox', { name: form.projectTypeLabel, exact: true }).evaluate((el) => el.tagName)).resolves.toBe(
        'SELECT',
      );
      const description = page.getByRole('textbox', { name: form.descriptionLabel, exact: true });
      await expect(description.evaluate((el) => el.tagName)).resolves.toBe('TEXTAREA');
      await expect(description.getAttribute('rows')).resolves.toBe('6');
      // The English button reads as product.md fixes it.
      const submit = lang === 'en' ? 'Send Application' : form.submitLabel;
      await expect(page.getByRole('button', { name: submit, exact: true }).isVisible()).resolves.toBe(true);
    });
  });
});

describe.each(LANGUAGES)('/contacts, %s (product §2)', (lang) => {
  test('every group with its labels, values and links, and the working hours', async () => {
    const data = pageData('contacts', lang);
    await withPage(async ({ page }) => {
      await visit(page, pagePath('contacts', lang));
      for (const group of data.groups) {
        const section = sectionOf(group.heading);
        // Labels are set in capitals in some groups: compare letters, not case.
        const labels = await texts(page, `${section} dt`);
        expect(labels.map((label) => label.toLowerCase())).toEqual(group.items.map((item) => item.label.toLowerCase()));
        expect(await texts(page, `${section} dd`)).toEqual(group.items.map((item) => item.value));
        const hrefs = await page.locator(`${section} a`).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs).toEqual(group.items.flatMap((item) => (item.href ? [item.href] : [])));
      }
      // product §9's working hours, in the page's words.
      const text = await mainText(page);
      expect(text).toMatch(/10:00-19:00.*11:00-16:00/);
    });
  });
});
