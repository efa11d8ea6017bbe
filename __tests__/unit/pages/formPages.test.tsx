/**
 * Issue 22: the pages the application form leads to, as a visitor sees them: the
 * thank-you page (what happens next, the ways back to the site in its language)
 * and the privacy notice (what is collected, why, where it is kept, for how long,
 * how to have it deleted, and the studio's contact).
 */
import { screen, within } from '@testing-library/react';
import enContacts from '../../../data/en/contacts.json';
import ruContacts from '../../../data/ru/contacts.json';
import { PrivacyView } from '../../../src/views/privacy/PrivacyView';
import { ThanksView } from '../../../src/views/thanks/ThanksView';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

const LANGS = [
  { lang: 'ru' as const, home: '/', contacts: '/contacts', email: ruContacts.groups[0]!.items[0]!.value },
  { lang: 'en' as const, home: '/en', contacts: '/en/contacts', email: enContacts.groups[0]!.items[0]!.value },
];

describe.each(LANGS)('thank-you page ($lang)', ({ lang, home, contacts }) => {
  test('its heading, what happens next, and links back to the home page and the contacts in its language', () => {
    const content = shippedContent('thanks', lang);
    renderInPage(<ThanksView language={lang} content={content} />, lang);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.heading);
    expect(screen.getByText(content.lead)).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([home, contacts]);
  });
});

describe.each(LANGS)('privacy notice ($lang)', ({ lang, email }) => {
  test('one named section per topic, the studio’s contact address as a mail link', () => {
    const content = shippedContent('privacy', lang);
    renderInPage(<PrivacyView language={lang} content={content} />, lang);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.heading);
    const sections = content.sections.map((section) => screen.getByRole('region', { name: section.heading }));
    expect(sections).toHaveLength(6);
    const text = sections.map((section) => section.textContent).join(' ');
    // What is collected, where it is kept, and the address to ask at: the studio's own, from its contacts page.
    for (const field of lang === 'ru' ? ['имя', 'электронной почты', 'тип проекта', 'описание проекта'] : ['name', 'email address', 'project type', 'project description']) {
      expect(text).toContain(field);
    }
    expect(text).toContain('Netlify');
    expect(text).toContain(email);
    const mail = within(sections.at(-1)!).getByRole('link', { name: email });
    expect(mail).toHaveAttribute('href', `mailto:${email}`);
  });
});
