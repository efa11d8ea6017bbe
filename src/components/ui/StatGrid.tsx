import { css } from '@emotion/react';
import { mq } from '../../theme/theme';

export interface Stat {
  readonly value: string;
  readonly label: string;
}

/** Big figures with a caption each, in a row on wide screens and stacked on phones. */
export function StatGrid({ stats, label }: { stats: readonly Stat[]; label?: string }) {
  return (
    <ul
      aria-label={label}
      css={(theme) => css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: ${theme.space.md};
        list-style: none;
        margin: 0;
        padding: 0;
        ${mq('md')} {
          grid-template-columns: repeat(${Math.min(stats.length, 4)}, minmax(0, 1fr));
        }
      `}
    >
      {stats.map((stat) => (
        <li
          key={stat.label}
          css={(theme) => css`
            padding: ${theme.space.lg} 0 ${theme.space.md};
            border-top: 2px solid ${theme.colors.accent};
          `}
        >
          <span
            css={(theme) => css`
              display: block;
              font: 600 ${theme.fontSizes.xxl} / 1 ${theme.fonts.display};
              color: ${theme.colors.text};
              white-space: nowrap;
            `}
          >
            {stat.value}
          </span>
          <span css={(theme) => css`display: block; margin-top: ${theme.space.sm}; color: ${theme.colors.textMuted};`}>
            {stat.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
