import { graphql } from 'gatsby';
import { CASES_PARTNER_STAGGER_MS } from '../../config/constants';
import { cardStyle } from '../../components/ui/Card';
import { cardTitle } from '../../components/ui/cardText';
import { eyebrow } from '../../components/ui/eyebrow';
import { FadeIn } from '../../components/ui/FadeIn';

/** One partner (product §3): category above the name; the n-th card fades in n × 100 ms late (product §9). */
export function PartnerCard({ partner, index }: { partner: Queries.CasePartnerFieldsFragment; index: number }) {
  return (
    <FadeIn as="li" delayMs={index * CASES_PARTNER_STAGGER_MS} css={cardStyle} data-testid="partner-card">
      <span css={(theme) => eyebrow(theme)}>{partner.category}</span>
      <h3 css={(theme) => cardTitle(theme, 'md')}>{partner.name}</h3>
    </FadeIn>
  );
}

export const query = graphql`
  fragment CasePartnerFields on CasesJsonPartners {
    name
    category
  }
`;
