import { fireEvent, screen, within } from '@testing-library/react';
import { ContactsView } from '../../../src/views/contacts/ContactsView';
import en from '../../../data/en/contacts.json';
import ru from '../../../data/ru/contacts.json';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

const cases = [
  { lang: 'ru' as const, data: ru },
  { lang: 'en' as const, data: en },
].map(({ lang, data }) => ({
  lang,
  data,
  labels: [data.form.nameLabel, data.form.emailLabel, data.form.projectTypeLabel, data.form.descriptionLabel],
  button: data.form.submitLabel,
}));

/** Every contact line of the page's data, in order: its label, its value and its link (if it has one). */
const contactItems = (data: typeof ru | typeof en) =>
  data.groups.flatMap((group) => group.items.map((item) => ({ ...item, href: 'href' in item ? item.href : undefined })));

describe.each(cases)('contacts ($lang)', ({ lang, data, labels, button }) => {
  const render = () => renderInPage(<ContactsView language={lang} content={shippedContent('contacts', lang)} />, lang);
  const thanks = lang === 'ru' ? '/contacts/thanks' : '/en/contacts/thanks';
  const privacy = lang === 'ru' ? '/privacy' : '/en/privacy';

  test('the form: every field has its label, type and rows', () => {
    render();
    const [name, email, type, description] = labels.map((label) =>
      screen.getByRole(label === labels[2] ? 'combobox' : 'textbox', { name: label }),
    );
    expect(name).toHaveAttribute('type', 'text');
    expect(email).toHaveAttribute('type', 'email');
    expect(type!.tagName).toBe('SELECT');
    expect(
      within(type!)
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent),
    ).toEqual(data.form.projectTypes);
    expect(description!.tagName).toBe('TEXTAREA');
    expect(description).toHaveAttribute('rows', '6');
    expect(screen.getByRole('button', { name: button })).toHaveAttribute('type', 'submit');
  });

  test('name, email and description are required: the native state, and an asterisk in the label that screen readers skip', () => {
    const { container } = render();
    const [name, email, type, description] = labels.map((label) =>
      screen.getByRole(label === labels[2] ? 'combobox' : 'textbox', { name: label }),
    );
    for (const field of [name, email, description]) expect(field).toBeRequired();
    expect(type).not.toBeRequired();
    // The accessible names above are the bare labels: the visible mark is aria-hidden, so it is not read as well.
    const marks = [...container.querySelectorAll('label [aria-hidden="true"]')].map((mark) => [
      mark.closest('label')?.htmlFor,
      mark.textContent,
    ]);
    expect(marks).toEqual([name, email, description].map((field) => [field!.id, '*']));
    expect(screen.getByText(data.form.requiredNote)).toBeInTheDocument();
    expect(data.form.requiredNote).toContain('*');
  });

  test('a Netlify form: its name, the hidden form-name and language, the honeypot hidden from everyone, POST to the thank-you page', () => {
    render();
    const form = screen.getByRole<HTMLFormElement>('form', { name: data.form.heading });
    expect(form).toHaveAttribute('name', 'application');
    expect(form).toHaveAttribute('data-netlify', 'true');
    expect(form).toHaveAttribute('data-netlify-honeypot', 'bot-field');
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe(thanks);
    expect(form).not.toHaveAttribute('novalidate');
    expect(form.elements.namedItem('form-name')).toHaveProperty('value', 'application');
    expect(form.elements.namedItem('form-name')).toHaveProperty('type', 'hidden');
    expect(form.elements.namedItem('language')).toHaveProperty('value', lang);
    const honeypot = form.elements.namedItem('bot-field') as HTMLInputElement;
    expect(honeypot.closest('[hidden]')).not.toBeNull();
    expect(honeypot).not.toBeVisible();
    expect(honeypot.tabIndex).toBe(-1);
  });

  test('the browser refuses an incomplete or malformed application and keeps what was typed', () => {
    render();
    const form = screen.getByRole<HTMLFormElement>('form', { name: data.form.heading });
    const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
    fireEvent.change(field(labels[0]!), { target: { value: 'Анна' } });
    fireEvent.change(field(labels[1]!), { target: { value: 'not-an-email' } });
    expect(form.checkValidity()).toBe(false);
    expect(field(labels[1]!).validity.typeMismatch).toBe(true);
    expect(field(labels[3]!).validity.valueMissing).toBe(true);
    expect(field(labels[0]!)).toHaveValue('Анна');
    fireEvent.change(field(labels[1]!), { target: { value: 'anna@example.ru' } });
    fireEvent.change(field(labels[3]!), { target: { value: 'Вертикальный сериал' } });
    expect(form.checkValidity()).toBe(true);
  });

  test('the consent line under the button links to the privacy notice in the page’s language', () => {
    render();
    const consent = screen.getByText(data.form.consent, { exact: false });
    const link = within(consent).getByRole('link', { name: data.form.privacyLink });
    expect(link).toHaveAttribute('href', privacy);
    expect(screen.getByRole('button', { name: button }).compareDocumentPosition(consent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('every contact line: a named group, each line its label and value, a link where it has one', () => {
    render();
    for (const group of data.groups) {
      const region = within(screen.getByRole('region', { name: group.heading }));
      expect(region.getAllByRole('term').map((term) => term.textContent)).toEqual(group.items.map((item) => item.label));
      expect(region.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(group.items.map((item) => item.value));
    }
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(contactItems(data).flatMap((item) => (item.href ? [item.href] : []))));
  });
});
