import { css } from '@emotion/react';
import { useEffect } from 'react';
import type { Language } from '../../config/routes';
import { pagePath } from '../../i18n/paths';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { messagePanel } from '../../components/ui/messagePanel';
import { NOT_FOUND_LOG_PREFIX } from './notFoundLog';

export interface NotFoundMessageProps {
  language: Language;
  /** locales/<lang>/common.json `notFound.*`. */
  strings: { heading: string; hint: string; homeLink: string };
}

/**
 * product §2, §8: "Oops! Page not found" with "Return to Home", and the unknown path logged to the console. An island
 * (src/islands/): the build renders it, and the browser hydrates it to log the path the visitor asked for, which the
 * build cannot know (one 404 page answers every unknown path). The texts are English in both languages, as the spec
 * quotes them; on Russian pages they are marked lang="en".
 */
export default function NotFoundMessage({ language, strings }: NotFoundMessageProps) {
  useEffect(() => {
    console.error(`${NOT_FOUND_LOG_PREFIX}${window.location.pathname}`);
  }, []);
  return (
    <section css={messagePanel}>
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
          {strings.heading}
        </h1>
        <p css={(theme) => ({ color: theme.colors.textMuted })}>{strings.hint}</p>
        <div css={(theme) => ({ marginTop: theme.space.md })}>
          <ButtonLink to={pagePath('landing', language)} lang="en">
            {strings.homeLink}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
