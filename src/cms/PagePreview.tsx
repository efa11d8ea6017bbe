import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { isLanguage, type Language, type PageKey } from '../config/routes';
import { uiStringsI18n } from '../i18n/uiStrings';
import { pageFields } from '../schema/pageSchemas';
import { GlobalStyles } from '../theme/GlobalStyles';
import { theme } from '../theme/theme';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { countMismatches } from './countCheck';
import { editorProblems } from './messages';
import { PreviewCountWarnings } from './PreviewCountWarnings';
import { PreviewFonts } from './PreviewFonts';
import { PreviewPage } from './previewViews';
import { PreviewProblems } from './PreviewProblems';

/** What Decap passes a preview template (https://decapcms.org/docs/customization/). */
export interface DecapPreviewProps {
  entry: { get(key: 'data'): { toJS(): unknown } | undefined; get(key: 'path'): string | undefined };
  /** The preview iframe's document: emotion must write its <style> tags there, not in the editor's page. */
  document: Document;
}

/** The language of `data/<lang>/<page>.json` (or `locales/<lang>/common.json`). */
export function languageOfFile(file: string | undefined): Language {
  const lang = /(?:^|\/)(?:data|locales)\/([^/]+)\//.exec(file ?? '')?.[1];
  return isLanguage(lang) ? lang : 'ru';
}

/**
 * The site's theme, global styles, brand faces (./PreviewFonts.tsx) and UI
 * strings (`common`: as the editor is changing them) inside Decap's preview
 * iframe. Emotion gets a cache whose
 * container is the iframe's <head> (Decap renders the preview into an iframe
 * through a portal, so emotion's default cache would style the editor
 * instead).
 */
export function PreviewRoot({
  document,
  language,
  common,
  children,
}: {
  document: Document;
  language: Language;
  common?: object;
  children: ReactNode;
}) {
  const cache = useMemo(() => createCache({ key: 'cms-preview', container: document.head }), [document]);
  const i18n = useMemo(() => uiStringsI18n(language, common), [language, common]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <PreviewFonts />
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/**
 * A page's live preview: the site's own view in its shell. Until the entry
 * passes the build's schema check, the preview lists what is wrong, in the
 * words the form uses, rather than rendering a broken page; above a page
 * that builds, it warns of a number in a text that its list no longer has.
 */
export function PagePreview({ page, entry, document }: DecapPreviewProps & { page: PageKey }) {
  const language = languageOfFile(entry.get('path'));
  const content = entry.get('data')?.toJS();
  const problems = editorProblems(content, pageFields(page));
  return (
    <PreviewRoot document={document} language={language}>
      {problems.length > 0 ? (
        <PreviewProblems problems={problems} />
      ) : (
        <ErrorBoundary>
          <PreviewCountWarnings mismatches={countMismatches(content, pageFields(page), language)} />
          <PreviewPage page={page} language={language} content={content} />
        </ErrorBoundary>
      )}
    </PreviewRoot>
  );
}
