import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../config/routes';
import { pagePath } from '../../i18n/paths';
import { ButtonLink } from '../../components/ui/ButtonLink';

/**
 * SPEC §2, §8: "Oops! Page not found" with "Return to Home"; the unknown path
 * is logged to the console. The texts are English in both languages, as the
 * spec quotes them; on Russian pages they are marked lang="en".
 */
export function NotFoundView({ language }: { language: Language }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${window.location.pathname}`);
  }, []);
  return (
    <section
      css={(theme) => css`
        display: grid;
        place-items: center;
        text-align: center;
        min-height: 50vh;
        padding: ${theme.space.xxl} 0;
      `}
    >
      <div>
        <p
          aria-hidden="true"
          css={(theme) => css`
            font: 700 ${theme.displaySizes.errorCode} / 1 ${theme.fonts.display};
            color: ${theme.colors.accent};
            margin: 0;
          `}
        >
          404
        </p>
        <h1 lang="en" css={(theme) => ({ fontSize: theme.fontSizes.xl })}>
          {t('notFound.heading')}
        </h1>
        <p css={(theme) => ({ color: theme.colors.textMuted })}>{t('notFound.hint')}</p>
        <div css={(theme) => ({ marginTop: theme.space.md })}>
          <ButtonLink to={pagePath('landing', language)} lang="en">
            {t('notFound.homeLink')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
