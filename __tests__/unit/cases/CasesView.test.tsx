import { screen, within } from '@testing-library/react';
import { CasesView } from '../../../src/views/cases/CasesView';
import en from '../../../data/en/cases.json';
import ru from '../../../data/ru/cases.json';
import { renderInPage } from '../support/render';

describe('cases page', () => {
  test('Russian: nine partner cards and five project cards, staggered by 100 ms and 150 ms', () => {
    renderInPage(<CasesView language="ru" content={ru} />, 'ru');
    expect(screen.getByRole('heading', { level: 1, name: 'Кейсы' })).toBeInTheDocument();

    const partners = within(screen.getByRole('region', { name: 'Партнеры' })).getAllByTestId('partner-card');
    expect(partners).toHaveLength(9);
    expect(partners.map((card) => card.style.animationDelay)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `${i * 100}ms`));
    expect(partners[0]).toHaveTextContent('Гостиничный бизнес');

    const projects = within(screen.getByRole('region', { name: 'Креатив' })).getAllByTestId('project-card');
    expect(projects).toHaveLength(5);
    expect(projects.map((card) => card.style.animationDelay)).toEqual(['0ms', '150ms', '300ms', '450ms', '600ms']);
    expect(projects[4]).toHaveTextContent('Робинзон?');
    expect(projects[4]).toHaveTextContent('Короткометражный фильм');
  });

  test('Russian: the two projects with a video address get a playable video with the fallback text', () => {
    const { container } = renderInPage(<CasesView language="ru" content={ru} />, 'ru');
    const videos = [...container.querySelectorAll('video')];
    expect(videos).toHaveLength(2);
    for (const video of videos) {
      expect(video).toHaveAttribute('controls');
      expect(video).toHaveAttribute('preload', 'metadata');
      expect(video).toHaveTextContent('Ваш браузер не поддерживает видео.');
    }
    expect(videos.map((v) => v.querySelector('source')?.getAttribute('src'))).toEqual(['/videos/saratov.mp4', '/videos/tour.mp4']);
    expect(videos.map((v) => v.getAttribute('title'))).toEqual([ru.projects[0]!.title, ru.projects[2]!.title]);
  });

  test('English: same cards, no videos', () => {
    const { container } = renderInPage(<CasesView language="en" content={en} />, 'en');
    expect(within(screen.getByRole('region', { name: 'Partners' })).getAllByTestId('partner-card')).toHaveLength(9);
    expect(within(screen.getByRole('region', { name: 'Creative' })).getAllByTestId('project-card')).toHaveLength(5);
    expect(container.querySelectorAll('video')).toHaveLength(0);
  });
});
