import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { isLanguage, type Language, type PageKey } from '../config/routes';
import { uiStringsI18n } from '../i18n/uiStrings';
import { pageFields } from '../schema/pageSchemas';
import { validate } from '../schema/schema';
import { GlobalStyles } from '../theme/GlobalStyles';
import { theme } from '../theme/theme';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PreviewPage } from './previewViews';

/** What Decap passes a preview template (https://decapcms.org/docs/customization/). */
export interface DecapPreviewProps {
  entry: { get(key: 'data'): { toJS(): unknown } | undefined; get(key: 'path'): string | undefined };
  /** The preview iframe's document: emotion must write its <style> tags there, not in the editor's page. */
  document: Document;
}

/** The language of `data/<lang>/<page>.json`. */
export function languageOfFile(file: string | undefined): Language {
  const lang = /(?:^|\/)data\/([^/]+)\//.exec(file ?? '')?.[1];
  return isLanguage(lang) ? lang : 'ru';
}

/**
 * A page's live preview: the site's own view with the site's theme, global
 * styles and UI strings, inside Decap's preview iframe. Emotion gets a cache
 * whose container is the iframe's <head> (Decap renders the preview into an
 * iframe through a portal, so emotion's default cache would style the editor
 * instead). Until the entry passes the build's schema check, the preview
 * lists what is missing rather than rendering a broken page.
 */
export function PagePreview({ page, entry, document }: DecapPreviewProps & { page: PageKey }) {
  const language = languageOfFile(entry.get('path'));
  const cache = useMemo(() => createCache({ key: 'cms-preview', container: document.head }), [document]);
  const i18n = useMemo(() => uiStringsI18n(language), [language]);
  const content = entry.get('data')?.toJS();
  const errors = validate(content, pageFields(page));
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <I18nextProvider i18n={i18n}>
          {errors.length > 0 ? (
            <section role="alert" css={{ padding: theme.space.lg }}>
              <h1 css={{ fontSize: theme.fontSizes.lg }}>Предпросмотр появится, когда запись будет заполнена</h1>
              <ul>
                {errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </section>
          ) : (
            <ErrorBoundary>
              <PreviewPage page={page} language={language} content={content} />
            </ErrorBoundary>
          )}
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
