import { css } from '@emotion/react';
import { headingRule } from '../../components/ui/headingRule';
import { lead as leadStyle } from '../../components/ui/lead';
import { mq } from '../../theme/theme';

/** The blog's masthead: the page's h1 and its lead, sticky beside the feed on wide screens. */
export function BlogIntro({ heading, lead }: { heading: string; lead: string }) {
  return (
    <div
      css={(theme) => css`
        ${mq('md')} {
          position: sticky;
          top: calc(${theme.layout.headerHeight} + ${theme.space.xl});
        }
      `}
    >
      <h1
        css={(theme) => [
          css`
            font-size: ${theme.fontSizes.hero};
            margin-bottom: ${theme.space.lg};
          `,
          headingRule({ side: 'below', height: '3px', gap: theme.space.lg, color: theme.colors.red }),
        ]}
      >
        {heading}
      </h1>
      <p css={(theme) => [leadStyle(theme), { maxWidth: '28rem' }]}>{lead}</p>
    </div>
  );
}
