import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { cardGrid, cardStyle } from '../../components/ui/Card';
import { cardText, cardTitle } from '../../components/ui/cardText';

/** The six integration options of product §9, numbered, as a card grid. */
export function IntegrationOptions({ options }: { options: readonly Queries.IntegrationOptionFieldsFragment[] }) {
  return (
    <ol css={(theme) => cardGrid(theme, 3)}>
      {options.map((option, i) => (
        <li key={option.title} css={cardStyle} data-testid="integration-option">
          <span
            aria-hidden="true"
            css={(theme) => css`
              font: 600 ${theme.fontSizes.sm} / 1 ${theme.fonts.display};
              color: ${theme.colors.red};
            `}
          >
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 css={(theme) => cardTitle(theme)}>{option.title}</h3>
          <p css={cardText}>{option.description}</p>
        </li>
      ))}
    </ol>
  );
}

export const query = graphql`
  fragment IntegrationOptionFields on KremlinJsonOptions {
    title
    description
  }
`;
