/**
 * The blog's feed as an island: the build renders it as it first is (loading), and the browser hydrates that markup
 * with the same component and props, then loads: no hydration error, the same section, the posts in it.
 */
import '../support/serverRendering';
import { act, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { renderWithCriticalStyles } from '../../../src/theme/criticalStyles';
import { wrapRootElement } from '../../../src/gatsby/ssr/wrapElements';
import { uiStringsI18n } from '../../../src/i18n/uiStrings';
import { ISLAND_ROOT, readIslandProps } from '../../../src/components/island/markup';
import { hydrateIsland } from '../support/islands';
import { BlogView } from '../../../src/views/blog/BlogView';
import { loaderOver, row } from '../blog/support/rows';

test.each(['ru', 'en'] as const)('%s: built as loading, hydrated without a mismatch, then showing the posts', async (language) => {
  const page = (
    <I18nextProvider i18n={uiStringsI18n(language)}>
      <BlogView language={language} content={{ heading: 'Blog', lead: 'Lead' } as never} />
    </I18nextProvider>
  );
  document.body.innerHTML = renderWithCriticalStyles(wrapRootElement!({ element: page } as never, {} as never) as never).html;
  const root = document.querySelector(`[${ISLAND_ROOT}="blogFeed"]`)!;
  expect(root.querySelector('[role="status"]')?.textContent).toBe(language === 'ru' ? 'Загрузка...' : 'Loading...');
  expect(root.querySelectorAll('[data-testid="blog-post"]')).toHaveLength(0);
  const section = root.querySelector('section');

  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await act(async () => hydrateIsland(root, 'blogFeed', readIslandProps(root) as object, { loadPage: loaderOver([row(1), row(2)]) }));
    await waitFor(() => expect(screen.getAllByTestId('blog-post')).toHaveLength(2));
    expect(error).not.toHaveBeenCalled();
  } finally {
    error.mockRestore();
  }
  // Hydrated in place: the section the build wrote is the one that now holds the posts.
  expect(root.querySelector('section')).toBe(section);
  expect(root.querySelector<HTMLElement>('[role="status"]')?.hidden).toBe(true);
});
