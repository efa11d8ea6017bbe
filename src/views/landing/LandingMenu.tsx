import { css } from '@emotion/react';
import { memo } from 'react';
import type { Language } from '../../config/routes';
import { pagePath } from '../../i18n/paths';
import { mq } from '../../theme/theme';
import { FallingText } from './FallingText';
import { LandingLink } from './LandingLink';
import { LETTER_FACES } from '../../theme/letterFaces';
import { LANDING_MENU, menuNumber } from '../../config/landingMenu';
import type { FollowLink } from './useLandingExit';

export interface LandingMenuProps {
  language: Language;
  label: string;
  labels: Queries.LandingMenuLabelsFragment;
  /** The clicked link's place in the fall sequence (useLandingExit.ts); null before a click. */
  active: number | null;
  follow: FollowLink;
}

/** The eight numbered menu links (product §2), Kremlin in red; two columns from the md breakpoint. */
export const LandingMenu = memo(function LandingMenu({ language, label, labels, active, follow }: LandingMenuProps) {
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
          <MenuItem
            key={page}
            link={i}
            href={pagePath(page, language)}
            label={labels[key]}
            kremlin={page === 'kremlin'}
            active={active === i}
            follow={follow}
          />
        ))}
      </ol>
    </nav>
  );
});

interface MenuItemProps {
  link: number;
  href: string;
  label: string;
  kremlin: boolean;
  active: boolean;
  follow: FollowLink;
}

/** A menu item: its number and its link, which stay together when it is clicked. Memoised: a click renders one. */
const MenuItem = memo(function MenuItem({ link, href, label, kremlin, active, follow }: MenuItemProps) {
  return (
    <li
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
          color: ${kremlin ? theme.colors.red : theme.colors.textMuted};
        `}
      >
        <FallingText text={menuNumber(link)} face={LETTER_FACES.number} link={link} stays={active} decorative />
      </span>
      <LandingLink to={href} label={label} variant={kremlin ? 'kremlin' : 'menu'} link={link} active={active} follow={follow} />
    </li>
  );
});
