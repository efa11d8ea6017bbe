import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { cardText } from './cardText';
import { grid } from './grid';

/**
 * A numbered process (research → concept → script → refinement): an ordered
 * list, so the order is in the markup, with big film-slate numbers.
 */
export function Steps({ steps }: { steps: ReadonlyArray<Queries.StepFieldsFragment> }) {
  return (
    <ol css={(theme) => [grid(theme, { min: '14rem' }), { counterReset: 'step' }]}>
      {steps.map((step) => (
        <li
          key={step.title}
          css={(theme) => css`
            counter-increment: step;
            position: relative;
            padding-top: ${theme.space.lg};
            border-top: 2px solid ${theme.colors.border};
            &::before {
              content: counter(step, decimal-leading-zero);
              display: block;
              margin-bottom: ${theme.space.sm};
              font: 600 ${theme.fontSizes.xxl} / 1 ${theme.fonts.display};
              color: ${theme.colors.accent};
            }
            &:hover {
              border-top-color: ${theme.colors.accent};
            }
          `}
        >
          <h3 css={(theme) => ({ fontSize: theme.fontSizes.lg })}>{step.title}</h3>
          <p css={cardText}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A step is a title and its text; the scripts page's process cards (ContentCard) have both too. */
export const query = graphql`
  fragment StepFields on CastingJsonApplicationSteps {
    title
    text
  }
`;
