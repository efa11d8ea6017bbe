/** @jest-environment node */
import type { Reporter } from 'gatsby';
import { LANGUAGES, PAGE_KEYS } from '../../../src/config/routes';
import { createPages, createPostPages, createSitePages, type PageDataRow } from '../../../src/gatsby/node/createPages';
import { pagePath } from '../../../src/i18n/paths';

const allRows: PageDataRow[] = LANGUAGES.flatMap((lang) =>
  PAGE_KEYS.map((pageKey) => ({ fields: { lang, pageKey, path: pagePath(pageKey, lang) } })),
);

function mockReporter() {
  return { panicOnBuild: jest.fn() } as unknown as Reporter & { panicOnBuild: jest.Mock };
}

describe('createSitePages', () => {
  test('creates the 24 pages of product §2, the form’s thank-you and privacy pages, and a 404 page per language', () => {
    const createPage = jest.fn();
    const reporter = mockReporter();
    createSitePages(allRows, { createPage }, reporter);

    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const paths = createPage.mock.calls.map(([page]) => page.path);
    expect(paths).toHaveLength(30);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/en',
        '/scripts',
        '/en/scripts',
        '/en/product-placement',
        '/contacts/thanks',
        '/en/contacts/thanks',
        '/privacy',
        '/en/privacy',
        '/404',
        '/en/404.html',
      ]),
    );
  });

  test('each page carries its language and the i18n context, so the i18n plugin leaves it alone', () => {
    const createPage = jest.fn();
    createSitePages(allRows, { createPage }, mockReporter());
    const en = createPage.mock.calls.map(([page]) => page).find((page) => page.path === '/en/casting');
    expect(en.component).toMatch(/src\/templates\/casting\.tsx$/);
    expect(en.context).toEqual({
      language: 'en',
      pageKey: 'casting',
      i18n: expect.objectContaining({ language: 'en', routed: true, originalPath: '/casting', path: '/en/casting', defaultLanguage: 'ru' }),
    });
  });

  describe('the English 404 page', () => {
    const command = process.env.gatsby_executing_command;
    afterEach(() => {
      process.env.gatsby_executing_command = command;
    });
    const en404 = () => {
      const createPage = jest.fn();
      createSitePages(allRows, { createPage }, mockReporter());
      return createPage.mock.calls.map(([page]) => page).find((page) => page.path === '/en/404.html');
    };

    test('has no matchPath in a build: Netlify answers unknown /en paths through static/_redirects', () => {
      // With one, Gatsby's Netlify adapter moves the page to en/[...].html and answers them with a 200.
      process.env.gatsby_executing_command = 'build';
      expect(en404().matchPath).toBeUndefined();
      expect(en404().context.language).toBe('en');
    });

    test('answers every unknown /en path on the development server', () => {
      process.env.gatsby_executing_command = 'develop';
      expect(en404().matchPath).toBe('/en/*');
    });
  });

  test('a page without a data file in a language fails the build naming the missing file', () => {
    const reporter = mockReporter();
    const rows = allRows.filter((row) => !(row.fields.lang === 'en' && row.fields.pageKey === 'kremlin'));
    createSitePages(rows, { createPage: jest.fn() }, reporter);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('data/en/kremlin.json'));
  });
});

describe('createPages (the Gatsby API)', () => {
  test('queries the content through GraphQL and creates the pages from the answer, and the post pages’ frame', async () => {
    const createPage = jest.fn();
    const graphql = jest.fn().mockResolvedValue({ data: { allPageData: { nodes: allRows } } });
    await (createPages as (args: unknown) => Promise<void>)({ graphql, actions: { createPage }, reporter: mockReporter() });
    expect(graphql.mock.calls[0][0]).toContain('allPageData');
    // The build reads no post: the blog's function draws their pages on demand.
    expect(graphql.mock.calls[0][0]).not.toContain('BlogPost');
    // 28 content pages and two 404 pages; the post pages' frame in each language.
    expect(createPage).toHaveBeenCalledTimes(30 + 2);
    const frames = createPage.mock.calls
      .map(([page]: [{ path: string; matchPath?: string; component: string; context: Record<string, unknown> }]) => page)
      .filter((page) => page.context.pageKey === 'blog-post');
    expect(frames.map((page) => [page.path, page.matchPath])).toEqual([
      ['/blog/_post', undefined],
      ['/en/blog/_post', undefined],
    ]);
    expect(frames[0]!.component).toMatch(/src\/templates\/blog-post\.tsx$/);
  });

  test('a failing query fails the build', async () => {
    const reporter = mockReporter();
    const graphql = jest.fn().mockResolvedValue({ errors: [new Error('boom')] });
    await (createPages as (args: unknown) => Promise<void>)({ graphql, actions: { createPage: jest.fn() }, reporter });
    expect(reporter.panicOnBuild).toHaveBeenCalled();
  });
});

test('on the development server, which runs no function, a page in each language answers every post address', () => {
  const createPage = jest.fn();
  createPostPages({ createPage }, true);
  const pages = createPage.mock.calls.map(
    ([page]: [{ path: string; matchPath?: string; component: string; context: Record<string, unknown> }]) => page,
  );
  expect(pages.map((page) => [page.path, page.matchPath, page.context.pageKey])).toEqual([
    ['/blog/_post', '/blog/*', 'blog-post-dev'],
    ['/en/blog/_post', '/en/blog/*', 'blog-post-dev'],
  ]);
  expect(pages[0]!.component).toMatch(/src\/templates\/blog-post\.tsx$/);
});
