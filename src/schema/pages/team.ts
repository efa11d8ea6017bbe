import { cardSection, cta, statSection } from '../blocks';
import { type Fields, t } from '../schema';

/** /team (product §2, §3, §9): member cards (initials badges where showInitials), philosophy, achievements. */
export const TEAM_FIELDS = {
  lead: t.text(),
  showInitials: t.boolean(),
  members: t.object({
    heading: t.string(),
    items: t.list(t.object({ name: t.string(), role: t.string(), experience: t.string(), description: t.text() }), { minItems: 1 }),
  }),
  philosophy: cardSection,
  achievements: statSection,
  cta,
} as const satisfies Fields;
