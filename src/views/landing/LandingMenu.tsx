import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import type { Language } from '../../config/routes';
import { pagePath } from '../../i18n/paths';
import { mq } from '../../theme/theme';
import { FallingText } from './FallingText';
import { LandingLink } from './LandingLink';
import { LETTER_FACES } from './letterFaces';
import { LANDING_MENU, menuNumber } from './menu';

export interface LandingMenuProps {
  language: Language;
  label: string;
  labels: Queries.LandingMenuLabelsFragment;
}

/** The eight numbered menu links (SPEC §2), Kremlin in red; two columns from the md breakpoint. */
export function LandingMenu({ language, label, labels }: LandingMenuProps) {
  return (
    <nav aria-label={label}>
      <ol
        css={(theme) => css`
          display: grid;
          grid-template-columns: minmax(0, 1fr);
          column-gap: ${theme.space.xl};
          list-style: none;
          margin: 0;
          padding: 0;
          ${mq('md')} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
        `}
      >
        {LANDING_MENU.map(({ page, label: key }, i) => (
          <li
            key={page}
            css={(theme) => css`
              display: flex;
              align-items: baseline;
              gap: ${theme.space.md};
              padding: ${theme.space.md} 0;
              border-top: 1px solid ${theme.colors.border};
            `}
          >
            <span
              css={(theme) => css`
                flex: none;
                width: 2rem;
                font: ${LETTER_FACES.number.weight} ${theme.fontSizes.xs} / 1 ${theme.fonts[LETTER_FACES.number.family]};
                letter-spacing: ${LETTER_FACES.number.tracking}em;
                color: ${page === 'kremlin' ? theme.colors.red : theme.colors.textMuted};
              `}
            >
              <FallingText text={menuNumber(i)} face={LETTER_FACES.number} link={i} decorative />
            </span>
            <LandingLink
              to={pagePath(page, language)}
              label={labels[key]}
              index={i}
              variant={page === 'kremlin' ? 'kremlin' : 'menu'}
            />
          </li>
        ))}
      </ol>
    </nav>
  );
}

export const query = graphql`
  fragment LandingMenuLabels on LandingJsonMenu {
    scripts
    production
    casting
    productPlacement
    events
    cases
    kremlin
    blog
  }
`;
