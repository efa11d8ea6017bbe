import { css } from '@emotion/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, PageKey } from '../../config/routes';
import { pagePath } from '../../i18n/paths';

/** product §2: the footer links, in this order, separated by slashes. */
export const FOOTER_LINKS: readonly PageKey[] = [
  'scripts',
  'production',
  'team',
  'about',
  'landing',
  'casting',
  'contacts',
  'product-placement',
  'events',
  'kremlin',
];

/** The home link is shown as a row of film-camera emoji. */
export const HOME_EMOJI = '🎥🎥🎥';

export function Footer({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <footer
      css={(theme) => css`
        margin-top: ${theme.space.section};
        padding: ${theme.space.xl} ${theme.layout.gutter};
        border-top: 1px solid ${theme.colors.border};
        color: ${theme.colors.textMuted};
        font-size: ${theme.fontSizes.sm};
      `}
    >
      <nav aria-label={t('nav.footerLabel')}>
        <ul
          css={(theme) => css`
            display: flex;
            flex-wrap: wrap;
            justify-content: center;
            align-items: center;
            gap: ${theme.space.xs} ${theme.space.sm};
            list-style: none;
            margin: 0 auto;
            padding: 0;
            max-width: ${theme.layout.maxWidth};
          `}
        >
          {FOOTER_LINKS.map((page, i) => (
            <Fragment key={page}>
              {i > 0 && (
                <li aria-hidden="true" css={{ opacity: 0.5 }}>
                  /
                </li>
              )}
              <li>
                <a
                  href={pagePath(page, language)}
                  aria-label={page === 'landing' ? t('nav.home') : undefined}
                  css={(theme) => css`
                    display: inline-block;
                    padding: ${theme.space.xs} 0;
                    text-decoration: none;
                    color: ${page === 'kremlin' ? theme.colors.red : theme.colors.textMuted};
                    ${page === 'landing' ? `font-family: ${theme.fonts.emoji};` : ''}
                    transition: color ${theme.motion.fast};
                    &:hover {
                      color: ${page === 'kremlin' ? theme.colors.red : theme.colors.text};
                      text-decoration: underline;
                      text-underline-offset: 0.25em;
                    }
                  `}
                >
                  {page === 'landing' ? HOME_EMOJI : t(`nav.${page}`)}
                </a>
              </li>
            </Fragment>
          ))}
        </ul>
      </nav>
      <p
        css={(theme) => css`
          margin: ${theme.space.lg} 0 0;
          text-align: center;
          font-size: ${theme.fontSizes.xs};
        `}
      >
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
