import { cardSection, cta, stat, statSection } from '../blocks';
import { type Fields, t } from '../schema';

/** /product-placement (product §2, §9): claims, integration kinds, benefits, two project cards with their reach. */
export const PRODUCT_PLACEMENT_FIELDS = {
  lead: t.text(),
  stats: statSection,
  integrations: cardSection,
  benefits: cardSection,
  projects: t.object({
    heading: t.string(),
    lead: t.optional(t.text({ counts: 'items' })),
    items: t.list(t.object({ type: t.string(), title: t.string(), text: t.text(), facts: t.list(stat, { minItems: 1 }) }), {
      minItems: 1,
    }),
  }),
  cta,
} as const satisfies Fields;
