import { screen, within } from '@testing-library/react';
import { CasesView } from '../../../src/views/cases/CasesView';
import en from '../../../data/en/cases.json';
import ru from '../../../data/ru/cases.json';
import { renderInPage } from '../support/render';

describe.each([
  { lang: 'ru' as const, data: ru },
  { lang: 'en' as const, data: en },
])('cases page ($lang)', ({ lang, data }) => {
  test('a card per partner and per project, in order, staggered by 100 ms and 150 ms (product §9)', () => {
    renderInPage(<CasesView language={lang} content={data} />, lang);
    expect(screen.getByRole('heading', { level: 1, name: data.heading })).toBeInTheDocument();

    const partners = within(screen.getByRole('region', { name: data.partnersHeading })).getAllByTestId('partner-card');
    expect(partners).toHaveLength(data.partners.length);
    expect(partners.map((card) => card.style.animationDelay)).toEqual(data.partners.map((_, i) => `${i * 100}ms`));
    data.partners.forEach((partner, i) => {
      expect(partners[i]).toHaveTextContent(partner.name);
      expect(partners[i]).toHaveTextContent(partner.category);
    });

    const projects = within(screen.getByRole('region', { name: data.projectsHeading })).getAllByTestId('project-card');
    expect(projects).toHaveLength(data.projects.length);
    expect(projects.map((card) => card.style.animationDelay)).toEqual(data.projects.map((_, i) => `${i * 150}ms`));
    data.projects.forEach((project, i) => {
      expect(projects[i]).toHaveTextContent(project.title);
      expect(projects[i]).toHaveTextContent(project.type);
    });
  });

  test('a project with a video address gets a playable video with the fallback text; the others none', () => {
    const { container } = renderInPage(<CasesView language={lang} content={data} />, lang);
    const withVideo = data.projects.filter((project) => 'videoUrl' in project && project.videoUrl);
    const videos = [...container.querySelectorAll('video')];
    expect(videos).toHaveLength(withVideo.length);
    for (const video of videos) {
      expect(video).toHaveAttribute('controls');
      expect(video).toHaveAttribute('preload', 'metadata');
      expect(video).toHaveTextContent(data.videoFallback);
    }
    expect(videos.map((v) => v.querySelector('source')?.getAttribute('src'))).toEqual(
      withVideo.map((p) => ('videoUrl' in p ? p.videoUrl : '')),
    );
    expect(videos.map((v) => v.getAttribute('title'))).toEqual(withVideo.map((p) => p.title));
  });
});

test("a video's source declares its file's type: a WebM file is not announced as MP4", () => {
  const project = ru.projects[0]!;
  const projects = [
    { ...project, title: 'MP4', videoUrl: '/videos/a.mp4' },
    { ...project, title: 'WebM', videoUrl: 'https://cdn.example.com/films/b.WEBM?token=1' },
  ];
  const { container } = renderInPage(<CasesView language="ru" content={{ ...ru, projects }} />, 'ru');
  expect([...container.querySelectorAll('video source')].map((source) => source.getAttribute('type'))).toEqual(['video/mp4', 'video/webm']);
});
