import { css, type Theme } from '@emotion/react';

/** A link inside text: the text's colour, underlined in the accent, the accent on hover. */
export const textLink = (theme: Theme) => css`
  color: ${theme.colors.text};
  text-decoration-color: ${theme.colors.accent};
  text-underline-offset: 0.25em;
  &:hover {
    color: ${theme.colors.accent};
  }
`;
