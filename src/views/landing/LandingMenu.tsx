import { css } from '@emotion/react';
import type { Language } from '../../config/routes';
import { pagePath } from '../../i18n/paths';
import { mq } from '../../theme/theme';
import { FallingText } from './FallingText';
import { LandingLink } from './LandingLink';
import { LETTER_FACES } from './letterFaces';
import { LANDING_MENU, menuNumber } from './menu';
import { fallDelay, type LandingExit } from './useLandingExit';
import type { MouseEvent } from 'react';

export interface LandingMenuProps {
  language: Language;
  label: string;
  labels: Queries.LandingMenuLabelsFragment;
  exit: LandingExit;
  /** A link's click handler (useLandingExit.ts): its place in the fall sequence and its target. */
  follow: (link: number, href: string) => (event: MouseEvent) => void;
}

/** The eight numbered menu links (SPEC §2), Kremlin in red; two columns from the md breakpoint. */
export function LandingMenu({ language, label, labels, exit, follow }: LandingMenuProps) {
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
        {LANDING_MENU.map(({ page, label: key }, i) => {
          const href = pagePath(page, language);
          return (
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
                <FallingText text={menuNumber(i)} face={LETTER_FACES.number} fall={fallDelay(exit, i)} decorative />
              </span>
              <LandingLink
                to={href}
                label={labels[key]}
                variant={page === 'kremlin' ? 'kremlin' : 'menu'}
                active={exit.phase === 'leaving' && exit.link === i}
                fall={fallDelay(exit, i)}
                onClick={follow(i, href)}
              />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
