/**
 * The 404 pages' islands (src/islands/): the page as the build renders it, then hydrated the way the browser's page
 * script does it, at the unknown address the visitor asked for. The message logs that address (product §2, §8) and the
 * RU/EN buttons point at it in each language, as localizePath says.
 */
import '../support/serverRendering';
import { act } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Layout } from '../../../src/components/layout/Layout';
import { localizePath } from '../../../src/i18n/paths';
import { readIslandProps, ISLAND_ROOT } from '../../../src/components/island/markup';
import { hydrateIsland } from '../support/islands';
import { renderWithCriticalStyles } from '../../../src/theme/criticalStyles';
import { wrapRootElement } from '../../../src/gatsby/ssr/wrapElements';
import { uiStringsI18n } from '../../../src/i18n/uiStrings';
import { NotFoundView } from '../../../src/views/not-found/NotFoundView';
import type { Language } from '../../../src/config/routes';

/** The built 404 page of `language`, in the document, at `address`. */
function builtNotFoundPage(language: Language, address: string) {
  const page = (
    <I18nextProvider i18n={uiStringsI18n(language)}>
      <Layout language={language} path={localizePath('/404', language)} followAddress>
        <NotFoundView language={language} />
      </Layout>
    </I18nextProvider>
  );
  const { html } = renderWithCriticalStyles(wrapRootElement!({ element: page } as never, {} as never) as never);
  document.body.innerHTML = html;
  window.history.replaceState(null, '', address);
}

/** What the page script does once the islands' time has come. */
async function hydrateAll() {
  await act(async () => {
    for (const root of document.querySelectorAll(`[${ISLAND_ROOT}]`)) {
      hydrateIsland(root, root.getAttribute(ISLAND_ROOT) ?? '', readIslandProps(root) as object);
    }
  });
}

const href = (lang: string) => document.querySelector(`[data-testid="lang-${lang}"]`)?.getAttribute('href');

describe.each(['ru', 'en'] as const)('the %s 404 page', (language) => {
  test.each(['/no-such-page', '/scripts/deeper/still', '/en/no-such-page', '/en/scripts/deeper/', '/en', '/enx/y'])(
    'at %s: logs the address once and points RU/EN at it; nothing else is logged',
    async (address) => {
      builtNotFoundPage(language, address);
      expect(document.querySelectorAll(`[${ISLAND_ROOT}]`)).toHaveLength(2);
      // As built, the buttons point at the 404 page itself.
      expect(href('ru')).toBe('/404');
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await hydrateAll();
        expect(log.mock.calls.map((call) => call.join(' '))).toEqual([
          `404 Error: User attempted to access non-existent route: ${address}`,
        ]);
      } finally {
        log.mockRestore();
      }
      expect({ ru: href('ru'), en: href('en') }).toEqual({ ru: localizePath(address, 'ru'), en: localizePath(address, 'en') });
      expect(document.querySelector('h1')?.textContent).toBe('Oops! Page not found');
      expect(document.querySelector('main a[lang="en"]')?.getAttribute('href')).toBe(language === 'ru' ? '/' : '/en');
    },
  );
});
