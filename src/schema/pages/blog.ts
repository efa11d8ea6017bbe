import { type Fields, t } from '../schema';

/** /blog (product §2): the masthead lead; the posts themselves come from Supabase. */
export const BLOG_FIELDS = { lead: t.text() } as const satisfies Fields;
