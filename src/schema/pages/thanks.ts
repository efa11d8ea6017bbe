import { link } from '../blocks';
import { type Fields, t } from '../schema';

/**
 * /contacts/thanks: the application form's `action`, the page Netlify
 * shows once it has taken the application: what happens next and the ways back.
 */
export const THANKS_FIELDS = {
  lead: t.text(),
  text: t.text(),
  links: t.list(link, { minItems: 1 }),
} as const satisfies Fields;
