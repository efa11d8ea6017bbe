import { css } from '@emotion/react';
import { type ReactNode, useId } from 'react';

export interface SectionProps {
  heading: string;
  /** A short line under the heading. */
  lead?: string;
  /** A small label above the heading (e.g. a number or a category). */
  eyebrow?: string;
  children: ReactNode;
}

/** A titled block of a content page: an h2 with a hairline above it, optional lead, then content. */
export function Section({ heading, lead, eyebrow, children }: SectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      css={(theme) => css`
        margin-top: ${theme.space.section};
        padding-top: ${theme.space.xl};
        border-top: 1px solid ${theme.colors.border};
      `}
    >
      <div css={(theme) => css`max-width: 46rem; margin-bottom: ${theme.space.xl};`}>
        {eyebrow && (
          <p
            css={(theme) => css`
              margin: 0 0 ${theme.space.sm};
              font: 600 ${theme.fontSizes.xs} / 1.2 ${theme.fonts.display};
              letter-spacing: 0.2em;
              text-transform: uppercase;
              color: ${theme.colors.accent};
            `}
          >
            {eyebrow}
          </p>
        )}
        <h2 id={id} css={(theme) => ({ fontSize: theme.fontSizes.xl, margin: 0 })}>
          {heading}
        </h2>
        {lead && (
          <p css={(theme) => css`margin: ${theme.space.md} 0 0; color: ${theme.colors.textMuted};`}>{lead}</p>
        )}
      </div>
      {children}
    </section>
  );
}
