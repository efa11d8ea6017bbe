import { css, type Theme } from '@emotion/react';

/**
 * A page that is one message (the 404 page's, a post page's while the blog does not answer): the message centred in
 * half the screen at least, with room around it.
 */
export const messagePanel = (theme: Theme) => css`
  display: grid;
  place-items: center;
  text-align: center;
  min-height: 50vh;
  padding: ${theme.space.xxl} 0;
`;
