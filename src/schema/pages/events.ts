import { cardSection, cta, statSection } from '../blocks';
import { type Fields, t } from '../schema';

/** /events (product §2, §9): event types, services, figures. */
export const EVENTS_FIELDS = {
  lead: t.text(),
  types: cardSection,
  services: cardSection,
  stats: statSection,
  cta,
} as const satisfies Fields;
