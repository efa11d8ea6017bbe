import { createClient, type PostgrestError, type SupabaseClient } from '@supabase/supabase-js';
import type { BlogMediaMime } from '../../src/blog/postRules';
import { BLOG_MEDIA_BUCKET } from '../../src/config/imageCdn';
import { TransientError } from './errors';
import type { ImportRow, MediaOutcome } from './rules';

/**
 * The blog's side of a channel message, for the webhook and the history import alike: the Supabase project (or the
 * embedded backend) with the service key, the bucket `blog-media`, and the database's telegram_imports, which keeps
 * one row per message so neither ever makes a second post of it (supabase/migrations/*_telegram_imports.sql).
 */

export function serviceClient(url: string, serviceKey: string, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: fetchImpl ? { fetch: fetchImpl } : {},
  }) as SupabaseClient;
}

/** A message already imported: the post's group it joined and the text it was imported with. */
export interface ImportedMessage {
  groupKey: string;
  text: string | null;
}

/** How many message ids one look-up names: its address stays far below any proxy's limit on a URL. */
const LOOKUP_BATCH = 200;

/** Which of the messages are already imported, by id. */
export async function importedMessages(db: SupabaseClient, chatId: number, ids: readonly number[]): Promise<Map<number, ImportedMessage>> {
  const found = new Map<number, ImportedMessage>();
  for (let start = 0; start < ids.length; start += LOOKUP_BATCH) {
    const { data, error } = await db
      .from('telegram_imports')
      .select('message_id, group_key, text')
      .eq('chat_id', chatId)
      .in('message_id', ids.slice(start, start + LOOKUP_BATCH));
    if (error) throw new TransientError(`database: ${error.message}`);
    for (const row of (data ?? []) as Array<{ message_id: number | string; group_key: string; text: string | null }>) {
      found.set(Number(row.message_id), { groupKey: row.group_key, text: row.text });
    }
  }
  return found;
}

/**
 * The message written into its post by telegram_import(): the post's id, or why the database refused the data
 * itself (SQLSTATE classes 22 and 23: sending it again would not change the answer). Anything else may pass.
 */
export async function writeImport(db: SupabaseClient, row: ImportRow): Promise<{ post: string } | { refused: string }> {
  const { data, error } = (await db.rpc('telegram_import', { message: row })) as { data: unknown; error: PostgrestError | null };
  if (error) {
    if (/^2[23]/.test(error.code ?? '')) return { refused: error.message };
    throw new TransientError(`database: ${error.message}`);
  }
  return { post: String(data) };
}

/**
 * A photo or video copied into the bucket under `name`, with upsert: a message copied again replaces its own copy and
 * never adds a second. The bucket's own refusal (too big, a type it does not take) is for good; anything else may pass.
 */
export async function uploadMedia(db: SupabaseClient, name: string, body: Blob | Buffer, mime: BlogMediaMime): Promise<MediaOutcome> {
  const bucket = db.storage.from(BLOG_MEDIA_BUCKET);
  let failed: { message: string; status?: unknown; statusCode?: unknown } | null;
  try {
    ({ error: failed } = await bucket.upload(name, body, { contentType: mime, upsert: true, cacheControl: '3600' }));
  } catch (error) {
    return { missing: `хранилище недоступно (${String(error)})`, transient: true };
  }
  if (failed) {
    const status = Number(failed.status ?? failed.statusCode);
    const permanent = status === 413 || status === 415 || status === 400;
    return { missing: `хранилище не приняло файл (${failed.message})`, transient: !permanent };
  }
  return { url: bucket.getPublicUrl(name).data.publicUrl };
}
