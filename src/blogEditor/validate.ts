import { contentProblem, mediaProblem, publishedAtProblem } from '../blog/postRules';
import { slugProblem } from './postAddress';
import { fromMoscowInput, type PostRecord } from './posts';

/**
 * The form's check before anything is sent (react-admin's form-level `validate`): the rules of
 * src/blog/postRules.ts, each message naming its field in Russian, under that field.
 */
export function validatePost(values: Partial<PostRecord>, now = Date.now()): Record<string, string> {
  const errors: Record<string, string> = {};
  const content = contentProblem(values.content ?? '');
  if (content) errors.content = content;
  const media = mediaProblem(values.media ?? []);
  if (media) errors.media = media;
  const when = publishedAtProblem(values.status ?? 'draft', values.scheduledAt ? fromMoscowInput(values.scheduledAt) : null, now);
  if (when) errors.scheduledAt = when;
  // Here, not on the input: react-admin ignores an input's own validate when the form has one.
  const slug = slugProblem(values.slug);
  if (slug) errors.slug = slug;
  return errors;
}
