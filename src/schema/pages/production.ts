import { cardSection, cta } from '../blocks';
import { type Fields, t } from '../schema';

/** /production (product §2): the Russian and English versions have different blocks, hence a list of sections. */
export const PRODUCTION_FIELDS = {
  lead: t.text(),
  sections: t.list(cardSection, { minItems: 1 }),
  cta,
} as const satisfies Fields;
