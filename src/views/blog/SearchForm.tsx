import { css, type Theme } from '@emotion/react';
import { BLOG_SEARCH_PARAM, BLOG_SEARCH_QUERY_MAX_LENGTH, BLOG_SITE_SEARCH } from '../../config/constants';
import type { Language } from '../../config/routes';
import type { FeedStrings } from '../../blog/feedStrings';

export interface SearchFormProps {
  language: Language;
  /** The site's host, which a search without JavaScript is restricted to (BLOG_SITE_SEARCH). */
  siteHost: string;
  strings: Pick<FeedStrings, 'searchLabel' | 'searchButton'>;
  /** What the field shows (useSearchQuery.ts). */
  text: string;
  onType: (text: string) => void;
  onSubmit: () => void;
  onClear: () => void;
}

/** The field's id, for its label: the blog page has one feed, and so one search field. */
const FIELD_ID = 'blog-search';

const form = (theme: Theme) => css`
  margin-bottom: ${theme.space.xl};
`;

const label = (theme: Theme) => css`
  display: block;
  margin-bottom: ${theme.space.sm};
  font-size: ${theme.fontSizes.xs};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${theme.colors.textMuted};
`;

const row = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space.sm};
`;

const field = (theme: Theme) => css`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: ${theme.fontSizes.md} / 1.2 ${theme.fonts.body};
  &:hover {
    border-color: ${theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const button = (theme: Theme) => css`
  min-height: 2.75rem;
  padding: 0 ${theme.space.lg};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font: 600 ${theme.fontSizes.sm} / 1.2 ${theme.fonts.body};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.accentStrong};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The blog's search field (product §2), at the head of the feed. With JavaScript the feed searches as the visitor
 * types (useSearchQuery.ts); the form is not sent. Without it, the same form is a plain GET to a web search engine,
 * restricted to the site and in the page's language (BLOG_SITE_SEARCH, docs/decisions/0013-blog-search.md). Escape
 * empties the field and brings the feed back, as the field's own clear button does.
 */
export function SearchForm({ language, siteHost, strings, text, onType, onSubmit, onClear }: SearchFormProps) {
  return (
    <form
      role="search"
      action={BLOG_SITE_SEARCH.action}
      method="get"
      css={form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={FIELD_ID} css={label}>
        {strings.searchLabel}
      </label>
      <div css={row}>
        <input
          id={FIELD_ID}
          type="search"
          name={BLOG_SEARCH_PARAM}
          value={text}
          maxLength={BLOG_SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          css={field}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || text === '') return;
            event.preventDefault();
            onClear();
          }}
        />
        <button type="submit" css={button}>
          {strings.searchButton}
        </button>
      </div>
      <input type="hidden" name={BLOG_SITE_SEARCH.siteField} value={siteHost} />
      <input type="hidden" name={BLOG_SITE_SEARCH.languageField} value={language} />
    </form>
  );
}
