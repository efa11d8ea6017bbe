import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { KREMLIN_PRESENTATION_PATH } from '../../config/constants';
import type { Language } from '../../config/routes';
import { pagePath } from '../../i18n/paths';
import { mq } from '../../theme/theme';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { eyebrow, EYEBROW_TRACKING } from '../../components/ui/eyebrow';
import { grid } from '../../components/ui/grid';
import { lead } from '../../components/ui/lead';
import { KeyFacts } from './KeyFacts';
import { TreeArt } from './TreeArt';

/** The opening of /kremlin: the h1, dates and venue, and the two calls to action (product §2). */
export function KremlinHero({ content, language }: { content: Queries.KremlinHeroFieldsFragment; language: Language }) {
  return (
    <div
      css={(theme) => [
        grid(theme, { columns: { lg: 'minmax(0, 1fr) 17rem' }, gap: 'xl' }),
        css`
          align-items: center;
          padding: ${theme.space.xl} 0 ${theme.space.md};
        `,
      ]}
    >
      <div css={{ maxWidth: '60rem' }}>
        {/*
          The browser adds the tracking after the last letter too, and counts it when it breaks the line: the English
          kicker filled its 412 px line to 0.2 px, so a fallback face 0.01% wider set it on two lines and the page moved
          when Unbounded arrived. A negative end margin of one tracking takes that invisible space back.
        */}
        <p
          css={(theme) => [
            eyebrow(theme, theme.colors.red),
            css`
              margin: 0 0 ${theme.space.md};
              margin-inline-end: calc(-1 * ${EYEBROW_TRACKING});
            `,
          ]}
        >
          {content.kicker}
        </p>
        <h1
          css={(theme) => css`
            font-size: ${theme.fontSizes.hero};
            margin-bottom: ${theme.space.lg};
          `}
        >
          {content.heading}
        </h1>
        <p css={(theme) => [lead(theme), { maxWidth: '46rem' }]}>{content.lead}</p>
        <KeyFacts
          facts={[
            { label: content.datesLabel, value: content.dates },
            { label: content.venueLabel, value: content.venue },
          ]}
        />
        <div
          css={(theme) => css`
            display: flex;
            flex-direction: column;
            gap: ${theme.space.sm};
            margin-top: ${theme.space.xl};
            ${mq('sm')} {
              flex-direction: row;
            }
          `}
        >
          <ButtonLink to={KREMLIN_PRESENTATION_PATH}>{content.presentationLabel}</ButtonLink>
          <ButtonLink to={pagePath('contacts', language)} variant="secondary">
            {content.contactLabel}
          </ButtonLink>
        </div>
      </div>
      <div css={{ display: 'none', [mq('lg')]: { display: 'block' } }}>
        <TreeArt />
      </div>
    </div>
  );
}

export const query = graphql`
  fragment KremlinHeroFields on KremlinJson {
    heading
    kicker
    lead
    dates
    datesLabel
    venue
    venueLabel
    presentationLabel
    contactLabel
  }
`;
