import { fireEvent, screen, within } from '@testing-library/react';
import { ContactsView } from '../../../src/views/contacts/ContactsView';
import en from '../../../data/en/contacts.json';
import ru from '../../../data/ru/contacts.json';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

const cases = [
  { lang: 'ru' as const, data: ru, labels: ['Имя', 'Электронная почта', 'Тип проекта', 'Описание проекта'], button: 'Отправить заявку', hours: 'Пн-Пт 10:00-19:00, Сб 11:00-16:00, Вс выходной' },
  { lang: 'en' as const, data: en, labels: ['Name', 'Email', 'Project type', 'Project description'], button: 'Send Application', hours: 'Mon-Fri 10:00-19:00, Sat 11:00-16:00, Sun closed' },
];

describe.each(cases)('contacts ($lang)', ({ lang, data, labels, button, hours }) => {
  const render = () => renderInPage(<ContactsView language={lang} content={shippedContent('contacts', lang)} />, lang);
  const thanks = lang === 'ru' ? '/contacts/thanks' : '/en/contacts/thanks';
  const privacy = lang === 'ru' ? '/privacy' : '/en/privacy';

  test('the form: every field has its label, type and rows', () => {
    render();
    const [name, email, type, description] = labels.map((label) => screen.getByRole(label === labels[2] ? 'combobox' : 'textbox', { name: label }));
    expect(name).toHaveAttribute('type', 'text');
    expect(email).toHaveAttribute('type', 'email');
    expect(type!.tagName).toBe('SELECT');
    expect(within(type!).getAllByRole('option').slice(1).map((o) => o.textContent)).toEqual(data.form.projectTypes);
    expect(description!.tagName).toBe('TEXTAREA');
    expect(description).toHaveAttribute('rows', '6');
    expect(screen.getByRole('button', { name: button })).toHaveAttribute('type', 'submit');
  });

  test('name, email and description are required: the native state, and an asterisk in the label that screen readers skip', () => {
    const { container } = render();
    const [name, email, type, description] = labels.map((label) => screen.getByRole(label === labels[2] ? 'combobox' : 'textbox', { name: label }));
    for (const field of [name, email, description]) expect(field).toBeRequired();
    expect(type).not.toBeRequired();
    // The accessible names above are the bare labels: the visible mark is aria-hidden, so it is not read as well.
    const marks = [...container.querySelectorAll('label [aria-hidden="true"]')].map((mark) => [mark.closest('label')?.htmlFor, mark.textContent]);
    expect(marks).toEqual([name, email, description].map((field) => [field!.id, '*']));
    expect(screen.getByText(data.form.requiredNote)).toBeInTheDocument();
    expect(data.form.requiredNote).toContain('*');
  });

  test('a Netlify form: its name, the hidden form-name and language, the honeypot hidden from everyone, POST to the thank-you page', () => {
    render();
    const form = screen.getByRole('form', { name: data.form.heading }) as HTMLFormElement;
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
    const form = screen.getByRole('form', { name: data.form.heading }) as HTMLFormElement;
    const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
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

  test('working hours, phone, mail and social links', () => {
    const { container } = render();
    const dds = Array.from(container.querySelectorAll('dd')).map((dd) => dd.textContent);
    expect(dds).toContain(hours);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['mailto:hello@kadr.studio', 'tel:+74951204567', 'https://t.me/kadr_studio', 'https://vk.com/kadr_studio']));
  });
});

test('contacts (ru): the contact list, the office by appointment and the four directions', () => {
  renderInPage(<ContactsView language="ru" content={shippedContent('contacts', 'ru')} />, 'ru');
  const list = screen.getByRole('region', { name: 'Связаться с нами' });
  expect(within(list).getAllByRole('term').map((t) => t.textContent)).toEqual(['Почта', 'Сайт', 'Телефон', 'Telegram', 'ВКонтакте']);
  expect(screen.getByRole('region', { name: 'Офис в Москве' })).toHaveTextContent('По предварительной записи');
  expect(within(screen.getByRole('region', { name: 'Направления' })).getAllByRole('term')).toHaveLength(4);
});

test('contacts (en): general, production and casting blocks with email and phone, the Moscow office address', () => {
  renderInPage(<ContactsView language="en" content={shippedContent('contacts', 'en')} />, 'en');
  for (const block of ['General', 'Production', 'Casting']) {
    const region = within(screen.getByRole('region', { name: block }));
    expect(region.getAllByRole('term').map((t) => t.textContent)).toEqual(['Email', 'Phone']);
    expect(region.getAllByRole('link').map((a) => a.getAttribute('href')?.split(':')[0])).toEqual(['mailto', 'tel']);
  }
  expect(screen.getByRole('region', { name: 'Moscow office' })).toHaveTextContent('Moscow, 127051');
  expect(screen.getByRole('region', { name: 'Follow us' })).toHaveTextContent('Messenger channel');
});
