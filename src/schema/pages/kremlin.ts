import { stat } from '../blocks';
import { type Fields, t } from '../schema';

/**
 * /kremlin (product §2, §9): the Kremlin Christmas Tree 2.0 integration offer.
 * The same data feeds the page and the PDF presentation
 * (src/gatsby/presentation/pdf.ts), so the two never disagree. The dates are
 * written once, in `dates`: the meta description quotes them as `{{dates}}`,
 * filled in by the build (src/gatsby/node/createResolvers.ts), so changing the
 * dates changes the search description and the PDF's subject with them.
 */
export const KREMLIN_FIELDS = {
  description: t.text({ placeholders: { dates: 'required' } }),
  kicker: t.string(),
  lead: t.text(),
  dates: t.string(),
  datesLabel: t.string(),
  venue: t.string(),
  venueLabel: t.string(),
  about: t.object({ heading: t.string(), paragraphs: t.list(t.text(), { minItems: 1 }) }),
  figuresHeading: t.string(),
  figures: t.list(stat, { minItems: 1 }),
  optionsHeading: t.string(),
  optionsLead: t.text({ counts: 'options' }),
  options: t.list(t.object({ title: t.string(), description: t.text() }), { minItems: 1 }),
  presentationLabel: t.string(),
  contactLabel: t.string(),
  contact: t.object({
    heading: t.string(),
    text: t.text(),
    email: t.string(),
    phone: t.string(),
  }),
} as const satisfies Fields;
