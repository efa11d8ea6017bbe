import { css } from '@emotion/react';
import { CASES_PARTNER_STAGGER_MS } from '../../config/constants';
import { cardStyle } from '../../components/ui/Card';
import { FadeIn } from '../../components/ui/FadeIn';
import type { Partner } from './types';


/** One partner (SPEC §3): category above the name; the n-th card fades in n × 100 ms late (SPEC §9). */
export function PartnerCard({ partner, index }: { partner: Partner; index: number }) {
  return (
    <FadeIn as="li" delayMs={index * CASES_PARTNER_STAGGER_MS} css={cardStyle} data-testid="partner-card">
      <span
        css={(theme) => css`
          font: 600 ${theme.fontSizes.xs} / 1.2 ${theme.fonts.display};
          letter-spacing: 0.16em;
          text-transform: uppercase;
          color: ${theme.colors.accent};
        `}
      >
        {partner.category}
      </span>
      <h3 css={(theme) => css`font-size: ${theme.fontSizes.lg}; margin: ${theme.space.md} 0 0;`}>{partner.name}</h3>
    </FadeIn>
  );
}
