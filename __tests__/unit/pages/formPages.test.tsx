/**
 * The pages the application form leads to, as a visitor sees them: the
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
  { lang: 'ru' as const, home: '/', contacts: '/contacts', mail: (ruContacts.groups[0]!.items[0]! as { href?: string }).href },
  { lang: 'en' as const, home: '/en', contacts: '/en/contacts', mail: (enContacts.groups[0]!.items[0]! as { href?: string }).href },
];

describe.each(LANGS)('thank-you page ($lang)', ({ lang, home, contacts }) => {
  test('its heading, what happens next, and links back to the home page and the contacts in its language', () => {
    const content = shippedContent('thanks', lang);
    renderInPage(<ThanksView language={lang} content={content} />, lang);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.heading);
    expect(screen.getByText(content.lead)).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(content.links.map((link) => link.href));
    // The ways back stay in the page's language: its home page and its contacts.
    expect(hrefs).toEqual(expect.arrayContaining([home, contacts]));
  });
});

describe.each(LANGS)('privacy notice ($lang)', ({ lang }) => {
  test('one named section per topic with all its paragraphs, and a section’s link (the address to write to) as a link', () => {
    const content = shippedContent('privacy', lang);
    renderInPage(<PrivacyView language={lang} content={content} />, lang);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.heading);
    for (const section of content.sections) {
      const region = screen.getByRole('region', { name: section.heading });
      for (const paragraph of section.paragraphs) expect(within(region).getByText(paragraph)).toBeInTheDocument();
      if (section.link) expect(within(region).getByRole('link', { name: section.link.label })).toHaveAttribute('href', section.link.href);
    }
  });

  test('the notice names the studio’s own address, the one its contacts page gives, as a mail link', () => {
    const content = shippedContent('privacy', lang);
    const { mail } = LANGS.find((l) => l.lang === lang)!;
    renderInPage(<PrivacyView language={lang} content={content} />, lang);
    expect(mail).toMatch(/^mailto:/);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toContain(mail);
  });
});
