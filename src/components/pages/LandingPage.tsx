import { css } from '@emotion/react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Language, PageKey } from '../../config/routes';
import { pagePath } from '../../i18n/paths';
import { LanguageSwitch } from '../layout/LanguageSwitch';

const MENU: readonly PageKey[] = ['scripts', 'production', 'casting', 'product-placement', 'events', 'cases', 'kremlin', 'blog'];

export interface LandingPageProps {
  language: Language;
  path: string;
  heading: string;
}

export function LandingPage({ language, path, heading }: LandingPageProps) {
  const { t } = useTranslation();
  return (
    <div css={(theme) => css`min-height: 100vh; padding: ${theme.layout.gutter};`}>
      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <LanguageSwitch path={path} />
      </div>
      <main id="main">
        <h1 css={(theme) => ({ fontSize: theme.fontSizes.hero })}>{heading}</h1>
        <nav>
          <ul>
            {MENU.map((page) => (
              <li key={page}>
                <Link to={pagePath(page, language)}>{t(`nav.${page}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </div>
  );
}
