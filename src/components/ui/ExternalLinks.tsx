import { css } from '@emotion/react';

export interface ExternalLink {
  readonly label: string;
  readonly href: string;
}

/** A row of outlined pill links to other sites (social networks), opened in a new tab. */
export function ExternalLinks({ links }: { links: ReadonlyArray<ExternalLink> }) {
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
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            css={(theme) => css`
              display: inline-flex;
              align-items: center;
              gap: ${theme.space.sm};
              padding: ${theme.space.sm} ${theme.space.lg};
              border: 1px solid ${theme.colors.border};
              border-radius: ${theme.radii.round};
              color: ${theme.colors.text};
              text-decoration: none;
              transition: border-color ${theme.motion.fast}, color ${theme.motion.fast};
              &:hover {
                border-color: ${theme.colors.accent};
                color: ${theme.colors.accent};
              }
            `}
          >
            {link.label}
            <span aria-hidden="true">↗</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
