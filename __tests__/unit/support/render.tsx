import { ThemeProvider } from '@emotion/react';
import { render, type RenderOptions, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../../../src/config/routes';
import { uiStringsI18n } from '../../../src/i18n/uiStrings';
import { theme } from '../../../src/theme/theme';

/** Renders `ui` the way a page is rendered: theme and the page language's strings. */
export function renderInPage(ui: ReactElement, language: Language = 'ru', options?: RenderOptions) {
  const i18n = uiStringsI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </I18nextProvider>,
    options,
  );
}

/** The card titles (h3) of the page's region named `name`, in order. */
export const cardTitlesOf = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
