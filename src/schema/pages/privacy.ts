import { link } from '../blocks';
import { type Fields, t } from '../schema';

/**
 * /privacy: the notice the application form's consent line links to,
 * in sections of plain paragraphs; a section may end with a link (the address to
 * write to for a copy or the deletion of one's data).
 */
export const PRIVACY_FIELDS = {
  lead: t.text(),
  sections: t.list(t.object({ heading: t.string(), paragraphs: t.list(t.text(), { minItems: 1 }), link: t.optional(link) }), {
    minItems: 1,
  }),
} as const satisfies Fields;
