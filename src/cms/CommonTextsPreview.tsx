import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/PageShell';
import { localeFields } from '../schema/locales';
import { editorProblems } from './messages';
import { languageOfFile, PreviewRoot, type DecapPreviewProps } from './PagePreview';
import { previewPageContext } from './previewViews';
import { PreviewProblems } from './PreviewProblems';

/** The texts no page preview shows: the 404 page's and the blog feed's states, as those views print them. */
function UnseenTexts() {
  const { t } = useTranslation();
  const theme = useTheme();
  const row = { margin: `${theme.space.sm} 0` };
  return (
    <section lang="ru" css={{ padding: `${theme.space.lg} 0` }}>
      <h2 css={{ fontSize: theme.fontSizes.lg }}>Страница 404</h2>
      <p css={row} lang="en">
        {t('notFound.heading')} · {t('notFound.homeLink')}
      </p>
      <p css={row}>{t('notFound.hint')}</p>
      <h2 css={{ fontSize: theme.fontSizes.lg }}>Лента блога</h2>
      <p css={row}>{t('blog.loading')}</p>
      <p css={row}>{t('blog.empty')}</p>
    </section>
  );
}

/**
 * «Общие тексты»: a content page's header and footer with the strings as they
 * are being edited, and below them the 404 page's and the blog's texts.
 */
export function CommonTextsPreview({ entry, document }: DecapPreviewProps) {
  const language = languageOfFile(entry.get('path'));
  const data = entry.get('data')?.toJS();
  const problems = editorProblems(data, localeFields(language), 'locale');
  return (
    <PreviewRoot document={document} language={language} common={problems.length === 0 ? (data as object) : undefined}>
      {problems.length > 0 ? (
        <PreviewProblems problems={problems} />
      ) : (
        <PageShell pageContext={previewPageContext('about', language)}>
          <UnseenTexts />
        </PageShell>
      )}
    </PreviewRoot>
  );
}
