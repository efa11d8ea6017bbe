import { screen, within } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import type { Language } from '../../../src/config/routes';
import { pageTemplate } from '../../../src/components/layout/pageTemplate';
import type { SitePageContext } from '../../../src/config/pageContext';
import { i18nContext } from '../../../src/i18n/paths';
import { CasesView } from '../../../src/views/cases/CasesView';
import { KremlinView } from '../../../src/views/kremlin/KremlinView';
import { LandingView } from '../../../src/views/landing/LandingView';
import ruCases from '../../../data/ru/cases.json';
import enKremlin from '../../../data/en/kremlin.json';
import ruLanding from '../../../data/ru/landing.json';
import { renderInPage } from '../support/render';

/** The props Gatsby gives a template: the query's data and the context createPages set. */
function pageProps<Query>(data: Query, pageKey: string, language: Language, path: string) {
  const pageContext: SitePageContext = { language, pageKey, i18n: i18nContext(language, path) };
  return { data, pageContext } as PageProps<Query, SitePageContext>;
}

describe('the page shell, chosen from the page context', () => {
  test('content pages get the header and footer around the view', () => {
    const CasesTemplate = pageTemplate<Queries.CasesPageQuery>(CasesView);
    renderInPage(<CasesTemplate {...pageProps({ page: ruCases, locales: { edges: [] } }, 'cases', 'ru', '/cases')} />, 'ru');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: ruCases.heading }));
  });

  test('the English Kremlin page: the header is built for its language, the wordmark links to /en', () => {
    const KremlinTemplate = pageTemplate<Queries.KremlinPageQuery>(KremlinView);
    renderInPage(<KremlinTemplate {...pageProps({ page: enKremlin, locales: { edges: [] } }, 'kremlin', 'en', '/kremlin')} />, 'en');
    const [wordmark] = within(screen.getByRole('banner')).getAllByRole('link');
    expect(wordmark).toHaveAttribute('href', '/en');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  test('the landing: no header or footer, but the language buttons and the skip link stay (product §2)', () => {
    const LandingTemplate = pageTemplate<Queries.LandingPageQuery>(LandingView);
    renderInPage(<LandingTemplate {...pageProps({ page: ruLanding, locales: { edges: [] } }, 'landing', 'ru', '/')} />, 'ru');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('link', { name: 'EN — English' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: ruLanding.heading }));
  });

  test('a query that found no page fails loudly, naming the page', () => {
    const CasesTemplate = pageTemplate<Queries.CasesPageQuery>(CasesView);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderInPage(<CasesTemplate {...pageProps({ page: null, locales: { edges: [] } }, 'cases', 'ru', '/cases')} />, 'ru'),
    ).toThrow('No content found for page "cases"');
  });
});
