import { ThemeProvider } from '@emotion/react';
import { render, type RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Language } from '../../../src/config/routes';
import { theme } from '../../../src/theme/theme';
import en from '../../../locales/en/common.json';
import ru from '../../../locales/ru/common.json';

/** An i18next instance loaded with the real UI strings, as the i18n plugin builds it. */
export function makeI18n(language: Language) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { ru: { common: ru }, en: { common: en } },
    defaultNS: 'common',
    returnNull: false,
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Renders `ui` the way a page is rendered: theme and the page language's strings. */
export function renderInPage(ui: ReactElement, language: Language = 'ru', options?: RenderOptions) {
  const i18n = makeI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </I18nextProvider>,
    options,
  );
}
