import { type Fields, t } from '../schema';

/**
 * /cases (SPEC §2, §3): partners (name, category) and creative projects
 * (title, type, description, videoUrl). videoUrl may be empty: the English
 * version has no videos.
 */
export const CASES_FIELDS = {
  lead: t.string(),
  partnersHeading: t.string(),
  partnersLead: t.string(),
  partners: t.list(t.object({ name: t.string(), category: t.string() }), { minItems: 1 }),
  projectsHeading: t.string(),
  projectsLead: t.string(),
  projects: t.list(
    t.object({
      title: t.string(),
      type: t.string(),
      description: t.string(),
      videoUrl: t.optional(t.href()),
    }),
    { minItems: 1 },
  ),
  videoFallback: t.string(),
} as const satisfies Fields;
