import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main';

/** First focusable element of every page: jumps past the header. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      css={(theme) => css`
        position: absolute;
        left: ${theme.space.md};
        top: -100px;
        z-index: 100;
        padding: ${theme.space.sm} ${theme.space.md};
        background: ${theme.colors.accent};
        color: ${theme.colors.onAccent};
        border-radius: ${theme.radii.sm};
        font-weight: 700;
        &:focus {
          top: ${theme.space.md};
        }
      `}
    >
      {t('skipLink')}
    </a>
  );
}
