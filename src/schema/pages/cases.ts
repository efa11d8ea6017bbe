import { type Fields, t } from '../schema';

/**
 * /cases (product §2, §3): partners (name, category) and creative projects
 * (title, type, description, videoUrl). videoUrl may be empty: the English
 * version has no videos.
 */
export const CASES_FIELDS = {
  lead: t.text(),
  partnersHeading: t.string(),
  // «бренды из девяти отраслей»: one industry per partner.
  partnersLead: t.text({ counts: 'partners' }),
  partners: t.list(t.object({ name: t.string(), category: t.string() }), { minItems: 1 }),
  projectsHeading: t.string(),
  projectsLead: t.text({ counts: 'projects' }),
  projects: t.list(
    t.object({
      title: t.string(),
      type: t.string(),
      description: t.text(),
      // Every project carries the key, "" when it has no video (product §3: "videoUrl (may be empty)"); a file a <video> plays.
      videoUrl: t.optional(t.video(), { emptyAs: '' }),
    }),
    { minItems: 1 },
  ),
  videoFallback: t.string(),
} as const satisfies Fields;
