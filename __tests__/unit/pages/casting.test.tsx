import { screen, within } from '@testing-library/react';
import { CastingView } from '../../../src/views/casting/CastingView';
import en from '../../../data/en/casting.json';
import ru from '../../../data/ru/casting.json';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

test.each([
  { lang: 'ru' as const, data: ru },
  { lang: 'en' as const, data: en },
])('casting ($lang): who we seek, requirements, the email application and social links', ({ lang, data }) => {
  const { container } = renderInPage(<CastingView language={lang} content={shippedContent('casting', lang)} />, lang);
  for (const section of data.sections) {
    const region = screen.getByRole('region', { name: section.heading });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(section.items.map((item) => item.title));
  }
  const labels = [...data.sections.flatMap((section) => section.items), ...data.requirements.items].flatMap((item): string[] =>
    'label' in item && typeof item.label === 'string' ? [item.label] : [],
  );
  labels.forEach((label) => expect(container).toHaveTextContent(label));
  expect(within(screen.getByRole('region', { name: data.requirements.heading })).getAllByRole('listitem')).toHaveLength(
    data.requirements.items.length,
  );

  const application = screen.getByRole('region', { name: data.application.heading });
  const { email, subject } = data.application;
  expect(within(application).getAllByRole('listitem')).toHaveLength(data.application.steps.length);
  expect(screen.getByTestId('casting-subject').textContent).toBe(subject);
  expect(within(application).getByRole('link', { name: email })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=${encodeURIComponent(subject)}`,
  );
  expect(application).toHaveTextContent(data.application.review);

  const social = within(screen.getByRole('region', { name: data.social.heading })).getAllByRole('link');
  expect(social.map((a) => a.getAttribute('href'))).toEqual(data.social.links.map((link) => link.href));
  social.forEach((a) => expect(a).toHaveAttribute('rel', 'noopener noreferrer'));
});
