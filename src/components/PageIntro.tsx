import { css } from '@emotion/react';
import { lead as leadStyle } from './ui/lead';

/** The opening of a content page: its one h1 and an optional lead paragraph. */
export function PageIntro({ heading, lead }: { heading: string; lead?: string }) {
  return (
    <div
      css={(theme) => css`
        margin-bottom: ${theme.space.xxl};
        max-width: 56rem;
      `}
    >
      <h1 css={(theme) => ({ fontSize: theme.fontSizes.xxl })}>{heading}</h1>
      {lead && <p css={leadStyle}>{lead}</p>}
    </div>
  );
}
