import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { SITE_NAME } from '../../config/site';
import { languageOfPath, pagePath } from '../../i18n/paths';
import { PageLanguageSwitch } from './PageLanguageSwitch';

/** The shared header: the wordmark home link and the language buttons (`followAddress`: PageLanguageSwitch.tsx). */
export function Header({ path, followAddress = false }: { path: string; followAddress?: boolean }) {
  const { t } = useTranslation();
  return (
    <header
      css={(theme) => css`
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: ${theme.space.md};
        min-height: ${theme.layout.headerHeight};
        padding: ${theme.space.sm} ${theme.layout.gutter};
        border-bottom: 1px solid ${theme.colors.border};
        background: ${theme.colors.headerBackdrop};
        position: sticky;
        top: 0;
        z-index: 10;
        backdrop-filter: blur(8px);
      `}
    >
      <a
        href={pagePath('landing', languageOfPath(path))}
        aria-label={t('brand.homeLabel')}
        css={(theme) => css`
          font: 700 ${theme.fontSizes.lg} / 1 ${theme.fonts.display};
          letter-spacing: 0.28em;
          text-decoration: none;
          color: ${theme.colors.text};
          &:hover {
            color: ${theme.colors.accent};
          }
        `}
      >
        {SITE_NAME}
      </a>
      <PageLanguageSwitch path={path} followAddress={followAddress} />
    </header>
  );
}
