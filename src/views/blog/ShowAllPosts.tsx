import { css, type Theme } from '@emotion/react';
import type { Language } from '../../config/routes';
import { pagePath } from '../../i18n/paths';

const line = (theme: Theme) => css`
  margin: 0 0 ${theme.space.xl};
  text-align: center;
`;

const link = (theme: Theme) => css`
  color: ${theme.colors.accent};
  text-underline-offset: 0.25em;
  &:hover {
    color: ${theme.colors.accentStrong};
  }
`;

/**
 * The way back from a search that found nothing (product §4): a link to the feed, one click away. The blog's own
 * address, so it also opens in a new tab as any link does; a plain click empties the search in place.
 */
export function ShowAllPosts({ language, label, onShowAll }: { language: Language; label: string; onShowAll: () => void }) {
  return (
    <p css={line}>
      <a
        href={pagePath('blog', language)}
        css={link}
        onClick={(event) => {
          if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onShowAll();
        }}
      >
        {label}
      </a>
    </p>
  );
}
