import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { pillButton } from './ButtonLink';

/** A row of outlined pill links to other sites (social networks), opened in a new tab. */
export function ExternalLinks({ links }: { links: ReadonlyArray<Queries.ExternalLinkFieldsFragment> }) {
  return (
    <ul
      css={(theme) => css`
        display: flex;
        flex-wrap: wrap;
        gap: ${theme.space.md};
        list-style: none;
        margin: 0;
        padding: 0;
      `}
    >
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" css={(theme) => pillButton(theme, 'quiet')}>
            {link.label}
            <span aria-hidden="true">↗</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export const query = graphql`
  fragment ExternalLinkFields on CastingJsonSocialLinks {
    label
    href
  }
`;
