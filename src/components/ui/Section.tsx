import { css } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { eyebrow as eyebrowStyle } from './eyebrow';
import { headingRule } from './headingRule';
import { lead as leadStyle } from './lead';

export interface SectionProps {
  heading: string;
  /** A short paragraph under the heading. */
  lead?: string | null;
  /** A small label above the heading (e.g. a number or a category). */
  eyebrow?: string;
  children?: ReactNode;
}

/**
 * One titled block of a content page: an h2 with a thin accent rule, an
 * optional eyebrow and lead, then its content. Named by its heading for
 * screen readers.
 */
export function Section({ heading, lead, eyebrow, children }: SectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      css={(theme) => css`
        margin-top: ${theme.space.section};
        &:first-of-type {
          margin-top: 0;
        }
      `}
    >
      {eyebrow && (
        <p
          css={(theme) => [
            eyebrowStyle(theme),
            css`
              margin: 0 0 ${theme.space.sm};
            `,
          ]}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        css={(theme) => [
          css`
            font-size: ${theme.fontSizes.xl};
            max-width: 46rem;
            margin: 0;
          `,
          headingRule({ side: 'above', height: '2px', gap: theme.space.md, color: theme.colors.accent }),
        ]}
      >
        {heading}
      </h2>
      {lead && (
        <p
          css={(theme) => [
            leadStyle(theme),
            css`
              max-width: 46rem;
              margin: ${theme.space.md} 0 0;
            `,
          ]}
        >
          {lead}
        </p>
      )}
      <div css={(theme) => ({ marginTop: theme.space.xl })}>{children}</div>
    </section>
  );
}
