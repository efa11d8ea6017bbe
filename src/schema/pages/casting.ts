import { cardSection, link } from '../blocks';
import { type Fields, t } from '../schema';

/** /casting (product §2, §5, §9): who we look for, requirements (text only), the email application, social links. */
export const CASTING_FIELDS = {
  lead: t.text(),
  sections: t.list(cardSection, { minItems: 1 }),
  requirements: cardSection,
  application: t.object({
    heading: t.string(),
    lead: t.text({ counts: 'steps' }),
    email: t.string(),
    subjectLabel: t.string(),
    subject: t.string(),
    steps: t.list(t.object({ title: t.string(), text: t.text() }), { minItems: 1 }),
    review: t.text(),
  }),
  social: t.object({ heading: t.string(), links: t.list(link, { minItems: 1 }) }),
} as const satisfies Fields;
