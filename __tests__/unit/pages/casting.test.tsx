import { screen, within } from '@testing-library/react';
import { CastingView } from '../../../src/views/casting/CastingView';
import en from '../../../data/en/casting.json';
import ru from '../../../data/ru/casting.json';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

const SUBJECT = 'Кастинг - [your name]';

test.each([
  { lang: 'ru' as const, data: ru, seeking: [['Кого мы ищем', ['Главные роли', 'Эпизодические роли', 'Лица для рекламы']]], figures: ['18-35 лет', '16-45 лет', '1-2 минуты'], review: 'в течение 2 недель' },
  {
    lang: 'en' as const,
    data: en,
    seeking: [
      ['What we do', ['Actor search', 'Screen tests', 'Full support']],
      ['Casting types', ['Films and series', 'Advertising']],
    ],
    figures: ['18-35', '16-45', '1-2 minutes'],
    review: 'within 2 weeks',
  },
])('casting ($lang): who we seek, requirements, the email application and social links', ({ lang, data, seeking, figures, review }) => {
  const { container } = renderInPage(<CastingView language={lang} content={shippedContent('casting', lang)} />, lang);
  for (const [heading, titles] of seeking as Array<[string, string[]]>) {
    const region = screen.getByRole('region', { name: heading });
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(titles);
  }
  figures.forEach((figure) => expect(container).toHaveTextContent(figure));
  expect(within(screen.getByRole('region', { name: data.requirements.heading })).getAllByRole('listitem')).toHaveLength(3);

  const application = screen.getByRole('region', { name: data.application.heading });
  expect(within(application).getAllByRole('listitem')).toHaveLength(3);
  expect(screen.getByTestId('casting-subject').textContent).toBe(SUBJECT);
  expect(within(application).getByRole('link', { name: 'casting@kadr.studio' })).toHaveAttribute(
    'href',
    `mailto:casting@kadr.studio?subject=${encodeURIComponent(SUBJECT)}`,
  );
  expect(application).toHaveTextContent(review);

  const social = within(screen.getByRole('region', { name: data.social.heading })).getAllByRole('link');
  expect(social.map((a) => a.getAttribute('href'))).toEqual(['https://t.me/kadr_studio', 'https://vk.com/kadr_studio']);
  social.forEach((a) => expect(a).toHaveAttribute('rel', 'noopener noreferrer'));
});
