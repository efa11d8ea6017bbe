import { css } from '@emotion/react';
import type { ReactNode } from 'react';

/** The opening of a content page: its one h1 and an optional lead paragraph. */
export function PageIntro({ heading, lead, children }: { heading: string; lead?: string; children?: ReactNode }) {
  return (
    <div
      css={(theme) => css`
        margin-bottom: ${theme.space.xxl};
        max-width: 56rem;
      `}
    >
      <h1 css={(theme) => ({ fontSize: theme.fontSizes.xxl })}>{heading}</h1>
      {lead && (
        <p
          css={(theme) => css`
            font-size: ${theme.fontSizes.lg};
            color: ${theme.colors.textMuted};
            line-height: ${theme.lineHeights.snug};
          `}
        >
          {lead}
        </p>
      )}
      {children}
    </div>
  );
}
