import { css } from '@emotion/react';

/** Label/value pairs (dates, venue) as a description list, side by side where they fit. */
export function KeyFacts({ facts }: { facts: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <dl
      css={(theme) => css`
        display: flex;
        flex-wrap: wrap;
        gap: ${theme.space.md} ${theme.space.xl};
        margin: ${theme.space.xl} 0 0;
      `}
    >
      {facts.map((fact) => (
        <div
          key={fact.label}
          css={(theme) => css`
            padding-left: ${theme.space.md};
            border-left: 2px solid ${theme.colors.red};
          `}
        >
          <dt
            css={(theme) => css`
              font-size: ${theme.fontSizes.xs};
              letter-spacing: 0.12em;
              text-transform: uppercase;
              color: ${theme.colors.textMuted};
            `}
          >
            {fact.label}
          </dt>
          <dd
            css={(theme) => css`
              margin: ${theme.space.xs} 0 0;
              font: 600 ${theme.fontSizes.md} / 1.35 ${theme.fonts.display};
            `}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
