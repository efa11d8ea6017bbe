import { cardSection, cta } from '../blocks';
import { type Fields, t } from '../schema';

/** /about (product §2): an introduction, then sections (history, directions, principles / mission, values). */
export const ABOUT_FIELDS = {
  lead: t.text(),
  intro: t.list(t.text(), { minItems: 1 }),
  sections: t.list(cardSection, { minItems: 1 }),
  cta,
} as const satisfies Fields;
