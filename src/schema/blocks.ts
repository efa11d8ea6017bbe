import { t } from './schema';

/*
 * Building blocks shared by several pages' schemas (src/schema/pages/). A
 * "card" is a title and a text with an optional kicker (a year, a number); a
 * "section" is a titled block of such items; a "stat" is a key figure and what
 * it counts. Their type names make them one GraphQL type wherever they appear.
 * A section's lead may say how many items follow («Три правила»): `counts`.
 */
export const card = t.object({ title: t.string(), text: t.text(), label: t.optional(t.string()) }, { typeName: 'ContentCard' });
export const stat = t.object({ value: t.string(), label: t.string() }, { typeName: 'ContentStat' });
export const cardSection = t.object(
  { heading: t.string(), lead: t.optional(t.text({ counts: 'items' })), items: t.list(card, { minItems: 1 }) },
  { typeName: 'CardSection' },
);
export const statSection = t.object(
  { heading: t.string(), lead: t.optional(t.text({ counts: 'items' })), items: t.list(stat, { minItems: 1 }) },
  { typeName: 'StatSection' },
);
/** The closing invitation; its button always leads to the contacts page. */
export const cta = t.object({ heading: t.string(), text: t.text(), label: t.string() }, { typeName: 'CallToAction' });
export const link = t.object({ label: t.string(), href: t.href() });
