import { type Fields, t } from '../schema';

/**
 * /contacts (product §2): groups of contact lines (the Russian list, the English blocks) and the application form
 * (the note on its required fields, and the consent line under its button, whose link always leads to
 * the privacy notice in the page's language).
 */
export const CONTACTS_FIELDS = {
  lead: t.text(),
  groups: t.list(
    t.object({
      heading: t.string(),
      items: t.list(t.object({ label: t.string(), value: t.string(), href: t.optional(t.href()) }), { minItems: 1 }),
    }),
    { minItems: 1 },
  ),
  form: t.object({
    heading: t.string(),
    lead: t.text(),
    requiredNote: t.string(),
    nameLabel: t.string(),
    emailLabel: t.string(),
    projectTypeLabel: t.string(),
    projectTypePrompt: t.string(),
    projectTypes: t.list(t.string(), { minItems: 1 }),
    descriptionLabel: t.string(),
    submitLabel: t.string(),
    consent: t.text(),
    privacyLink: t.string(),
    note: t.text(),
  }),
} as const satisfies Fields;
