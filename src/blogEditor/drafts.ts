import type { PostRecord } from './posts';

/**
 * What the editor typed and has not saved, kept in the browser's localStorage per post: it survives a reload, a
 * failed save, a lost connection and an ended session. `base` is the version (updated_at) it was typed on.
 */
export type DraftValues = Pick<PostRecord, 'content' | 'media' | 'status' | 'scheduledAt'>;

export interface StoredDraft {
  values: DraftValues;
  base: string | null;
  savedAt: string;
}

const PREFIX = 'kadr-blog-draft:';

export const draftKey = (id: string | number | undefined) => `${PREFIX}${id ?? 'new'}`;

export function pickDraft(values: Partial<PostRecord> | undefined): DraftValues {
  return {
    content: values?.content ?? '',
    media: (values?.media ?? []).map(({ url, type }) => ({ url, type })),
    status: values?.status ?? 'draft',
    scheduledAt: values?.scheduledAt ?? '',
  };
}

export const sameDraft = (a: DraftValues, b: DraftValues) => JSON.stringify(a) === JSON.stringify(b);

export function readDraft(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    return typeof draft?.values?.content === 'string' && Array.isArray(draft.values.media) ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: StoredDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still holds the text.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
