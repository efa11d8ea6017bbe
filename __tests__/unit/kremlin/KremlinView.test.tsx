import { screen, within } from '@testing-library/react';
import { KremlinView } from '../../../src/views/kremlin/KremlinView';
import en from '../../../data/en/kremlin.json';
import ru from '../../../data/ru/kremlin.json';
import { renderInPage } from '../support/render';

describe.each([
  { lang: 'ru' as const, data: ru, contacts: '/contacts' },
  { lang: 'en' as const, data: en, contacts: '/en/contacts' },
])('Kremlin page ($lang)', ({ lang, data, contacts }) => {
  test('dates, venue, the project, the figures, every integration option, the presentation and the contacts', () => {
    renderInPage(<KremlinView language={lang} content={data} />, lang);
    expect(screen.getByRole('heading', { level: 1, name: data.heading })).toBeInTheDocument();
    for (const text of [data.kicker, data.dates, data.datesLabel, data.venue, data.venueLabel])
      expect(screen.getByText(text)).toBeInTheDocument();
    const about = screen.getByRole('region', { name: data.about.heading });
    for (const paragraph of data.about.paragraphs) expect(within(about).getByText(paragraph)).toBeInTheDocument();
    const figures = within(screen.getByRole('region', { name: data.figuresHeading }));
    expect(figures.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(data.figures.map((figure) => figure.value));
    expect(screen.getAllByTestId('integration-option').map((li) => li.querySelector('h3')?.textContent)).toEqual(
      data.options.map((option) => option.title),
    );
    // The presentation is one PDF for both languages, made from this data by the build.
    expect(screen.getByRole('link', { name: data.presentationLabel })).toHaveAttribute('href', '/elka2026.pdf');
    expect(screen.getByRole('link', { name: data.contactLabel })).toHaveAttribute('href', contacts);
  });
});
