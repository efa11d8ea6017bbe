import { cardSection, cta } from '../blocks';
import { type Fields, t } from '../schema';

/** /scripts (product §2): three offerings, a four-step process. */
export const SCRIPTS_FIELDS = { lead: t.text(), offerings: cardSection, process: cardSection, cta } as const satisfies Fields;
