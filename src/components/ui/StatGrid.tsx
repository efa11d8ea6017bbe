import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { grid } from './grid';

/**
 * Key figures, big and bright: a definition list (figure, then what it
 * counts) so a screen reader reads "85% — recall" as one pair.
 */
export function StatGrid({ stats, compact = false }: { stats: ReadonlyArray<Queries.StatFieldsFragment>; compact?: boolean }) {
  return (
    <dl css={(theme) => grid(theme, { min: compact ? '7rem' : '12rem' })}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          data-testid="stat"
          css={(theme) => css`
            display: flex;
            flex-direction: column-reverse;
            justify-content: flex-end;
            gap: ${theme.space.sm};
            padding: ${compact ? theme.space.sm : theme.space.lg} 0;
            border-top: 1px solid ${theme.colors.border};
          `}
        >
          <dt css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>{stat.label}</dt>
          <dd
            css={(theme) => css`
              margin: 0;
              font: 600 ${compact ? theme.fontSizes.xl : theme.fontSizes.xxl} / 1 ${theme.fonts.display};
              color: ${theme.colors.accent};
              white-space: nowrap;
            `}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export const query = graphql`
  fragment StatFields on ContentStat {
    value
    label
  }
`;
