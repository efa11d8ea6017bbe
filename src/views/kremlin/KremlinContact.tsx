import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { mq } from '../../theme/theme';
import { cardText } from '../../components/ui/cardText';
import { grid } from '../../components/ui/grid';

/** The closing block of /kremlin: who to write or call about the offer. */
export function KremlinContact({ contact }: { contact: Queries.KremlinContactFieldsFragment }) {
  return (
    <aside
      aria-label={contact.heading}
      css={(theme) => [
        grid(theme, { columns: { md: '3fr 2fr' } }),
        css`
          margin-top: ${theme.space.section};
          padding: ${theme.space.xl} ${theme.space.lg};
          border: 1px solid ${theme.colors.red};
          border-radius: ${theme.radii.md};
          background: radial-gradient(120% 140% at 0% 0%, ${theme.colors.surfaceRaised}, ${theme.colors.background});
          ${mq('md')} {
            align-items: center;
            padding: ${theme.space.xxl};
          }
        `,
      ]}
    >
      <div>
        <h2 css={(theme) => ({ fontSize: theme.fontSizes.xl })}>{contact.heading}</h2>
        <p css={cardText}>{contact.text}</p>
      </div>
      <p
        css={(theme) => css`
          margin: 0;
          display: grid;
          gap: ${theme.space.sm};
          font: 600 ${theme.fontSizes.lg} / 1.3 ${theme.fonts.display};
        `}
      >
        <a href={`mailto:${contact.email}`} css={{ overflowWrap: 'anywhere' }}>
          {contact.email}
        </a>
        <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} css={{ whiteSpace: 'nowrap' }}>
          {contact.phone}
        </a>
      </p>
    </aside>
  );
}

export const query = graphql`
  fragment KremlinContactFields on KremlinJsonContact {
    heading
    text
    email
    phone
  }
`;
