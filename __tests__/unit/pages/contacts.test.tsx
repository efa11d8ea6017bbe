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

  test('the form: every field has its label, type and rows', () => {
    render();
    const [name, email, type, description] = labels.map((label) => screen.getByLabelText(label));
    expect(name).toHaveAttribute('type', 'text');
    expect(email).toHaveAttribute('type', 'email');
    expect(type!.tagName).toBe('SELECT');
    expect(within(type!).getAllByRole('option').slice(1).map((o) => o.textContent)).toEqual(data.form.projectTypes);
    expect(description!.tagName).toBe('TEXTAREA');
    expect(description).toHaveAttribute('rows', '6');
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
  });

  test('pressing the button submits nothing, validates nothing and keeps what was typed (SPEC §2, §5)', () => {
    render();
    const form = screen.getByRole('form', { name: data.form.heading });
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const name = screen.getByLabelText(labels[0]!);
    fireEvent.change(name, { target: { value: 'Анна' } });
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(submitted).not.toHaveBeenCalled();
    expect(name).toHaveValue('Анна');
    expect(form).not.toHaveAttribute('action');
    expect(form).toHaveAttribute('novalidate');
    screen.getAllByRole('textbox').forEach((field) => expect(field).not.toBeRequired());
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
