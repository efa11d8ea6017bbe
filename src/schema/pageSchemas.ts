import type { PageKey } from '../config/routes';
import { CASES_FIELDS } from './fields/cases';
import { KREMLIN_FIELDS } from './fields/kremlin';
import { LANDING_FIELDS } from './fields/landing';
import { type Fields, t } from './schema';

/**
 * What every page's data file holds, whatever the page: the document title
 * and meta description (SPEC §2: "Every page sets its own document title and
 * meta description in the page language") and the page's main heading.
 */
export const COMMON_FIELDS = {
  title: t.string(),
  description: t.string(),
  heading: t.string(),
} as const satisfies Fields;

/*
 * Building blocks shared by the content pages below. A "card" is a title and
 * a text with an optional kicker (a year, a number); a "section" is a titled
 * block of such items; a "stat" is a key figure and what it counts.
 */
const card = t.object({ title: t.string(), text: t.string(), label: t.optional(t.string()) }, { typeName: 'ContentCard' });
const stat = t.object({ value: t.string(), label: t.string() }, { typeName: 'ContentStat' });
const cardSection = t.object(
  { heading: t.string(), lead: t.optional(t.string()), items: t.list(card, { minItems: 1 }) },
  { typeName: 'CardSection' },
);
const statSection = t.object(
  { heading: t.string(), lead: t.optional(t.string()), items: t.list(stat, { minItems: 1 }) },
  { typeName: 'StatSection' },
);
/** The closing invitation; its button always leads to the contacts page. */
const cta = t.object({ heading: t.string(), text: t.string(), label: t.string() }, { typeName: 'CallToAction' });
const link = t.object({ label: t.string(), href: t.href() });

/** Page-specific content, per page key, on top of COMMON_FIELDS. */
export const PAGE_FIELDS: Record<PageKey, Fields> = {
  landing: LANDING_FIELDS,
  // SPEC §2 /scripts: three offerings, a four-step process.
  scripts: { lead: t.string(), offerings: cardSection, process: cardSection, cta },
  // SPEC §2 /production: the Russian and English versions have different blocks, hence a list of sections.
  production: { lead: t.string(), sections: t.list(cardSection, { minItems: 1 }), cta },
  // SPEC §2, §9 /product-placement: claims, integration kinds, benefits, two project cards with their reach.
  'product-placement': {
    lead: t.string(),
    stats: statSection,
    integrations: cardSection,
    benefits: cardSection,
    projects: t.object({
      heading: t.string(),
      lead: t.optional(t.string()),
      items: t.list(t.object({ type: t.string(), title: t.string(), text: t.string(), facts: t.list(stat, { minItems: 1 }) }), {
        minItems: 1,
      }),
    }),
    cta,
  },
  // SPEC §2, §9 /events: event types, services, figures.
  events: { lead: t.string(), types: cardSection, services: cardSection, stats: statSection, cta },
  // SPEC §2 /contacts: groups of contact lines (the Russian list, the English blocks) and the application form.
  contacts: {
    lead: t.string(),
    groups: t.list(
      t.object({
        heading: t.string(),
        items: t.list(t.object({ label: t.string(), value: t.string(), href: t.optional(t.href()) }), { minItems: 1 }),
      }),
      { minItems: 1 },
    ),
    form: t.object({
      heading: t.string(),
      lead: t.string(),
      nameLabel: t.string(),
      emailLabel: t.string(),
      projectTypeLabel: t.string(),
      projectTypePrompt: t.string(),
      projectTypes: t.list(t.string(), { minItems: 1 }),
      descriptionLabel: t.string(),
      submitLabel: t.string(),
      note: t.string(),
    }),
  },
  // SPEC §2, §5, §9 /casting: who we look for, requirements (text only), the email application, social links.
  casting: {
    lead: t.string(),
    sections: t.list(cardSection, { minItems: 1 }),
    requirements: cardSection,
    application: t.object({
      heading: t.string(),
      lead: t.string(),
      email: t.string(),
      subjectLabel: t.string(),
      subject: t.string(),
      steps: t.list(t.object({ title: t.string(), text: t.string() }), { minItems: 1 }),
      review: t.string(),
    }),
    social: t.object({ heading: t.string(), links: t.list(link, { minItems: 1 }) }),
  },
  // SPEC §2, §3, §9 /team: member cards (initials badges where showInitials), philosophy, achievements.
  team: {
    lead: t.string(),
    showInitials: t.boolean(),
    members: t.object({
      heading: t.string(),
      items: t.list(
        t.object({ name: t.string(), role: t.string(), experience: t.string(), description: t.string() }),
        { minItems: 1 },
      ),
    }),
    philosophy: cardSection,
    achievements: statSection,
    cta,
  },
  // SPEC §2 /about: an introduction, then sections (history, directions, principles / mission, values).
  about: { lead: t.string(), intro: t.list(t.string(), { minItems: 1 }), sections: t.list(cardSection, { minItems: 1 }), cta },
  cases: CASES_FIELDS,
  kremlin: KREMLIN_FIELDS,
  // The blog's masthead lead; the posts themselves come from Supabase (SPEC §2 /blog).
  blog: { lead: t.string() },
};

export function pageFields(page: PageKey): Fields {
  return { ...COMMON_FIELDS, ...PAGE_FIELDS[page] };
}

/** The GraphQL type gatsby-transformer-json gives `data/<lang>/<page>.json`. */
export function pageTypeName(page: string): string {
  const camel = page.replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');
  return `${camel[0]!.toUpperCase()}${camel.slice(1)}Json`;
}
