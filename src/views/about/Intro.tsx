import { css } from '@emotion/react';

/** The about page's opening paragraphs: the company description (product §2 /about). */
export function Intro({ paragraphs }: { paragraphs: ReadonlyArray<string> }) {
  return (
    <div
      css={(theme) => css`
        max-width: 46rem;
        padding-left: ${theme.space.lg};
        border-left: 2px solid ${theme.colors.accent};
        margin-bottom: ${theme.space.section};
      `}
    >
      {paragraphs.map((paragraph) => (
        <p key={paragraph} css={(theme) => ({ fontSize: theme.fontSizes.lg, lineHeight: theme.lineHeights.snug })}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}
