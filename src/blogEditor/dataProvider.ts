import type { SupabaseClient } from '@supabase/supabase-js';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { BLOG_MEDIA_BUCKET } from '../config/imageCdn';
import { POST_FIELD_LABELS, type PostMediaValue } from '../blog/postRules';
import { EditorError, editorError, NO_CONNECTION, SESSION_ENDED } from './errors';
import { fromRow, moscowDateTime, POST_COLUMNS, type PostRecord, type PostRow, toRow } from './posts';

export const POSTS = 'blog_posts';

/** Characters LIKE reads as wildcards, escaped so a search finds them as typed. */
const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * react-admin's data provider for the posts, on the editor's supabase-js client (so every request carries the
 * signed-in editor's token and the database's policies decide). On supabase-js rather than ra-supabase's
 * ra-data-postgrest provider: that one sends only the changed columns of a save, where this one names the version the
 * editor edited (updated_at), which the table checks; and it encodes a search of several words as `content[0]=…`,
 * which PostgREST does not read (docs/decisions/0007-blog-editor-react-admin.md).
 */
export function blogDataProvider(client: SupabaseClient): DataProvider {
  const table = () => client.from(POSTS);

  async function signedIn() {
    const { data, error } = await client.auth.getSession();
    // A token that could not be renewed for want of a network is no ended session: the editor is told so, not signed out.
    if (!data.session && error?.name === 'AuthRetryableFetchError') throw new EditorError(NO_CONNECTION, 503);
    if (!data.session) throw new EditorError(SESSION_ENDED, 401);
  }

  /** The bucket's public URL prefix: an item under it is a file the editor uploaded. */
  const bucketPrefix = () => client.storage.from(BLOG_MEDIA_BUCKET).getPublicUrl('').data.publicUrl.replace(/\/?$/, '/');
  /** Deletes the uploaded files among `media` from the bucket; a failure leaves an unused file, never a broken post. */
  async function removeFiles(media: readonly PostMediaValue[]) {
    const prefix = bucketPrefix();
    const names = media.filter((item) => item.url.startsWith(prefix)).map((item) => decodeURIComponent(item.url.slice(prefix.length)));
    if (names.length > 0) await client.storage.from(BLOG_MEDIA_BUCKET).remove(names);
  }

  /**
   * Refuses a post naming an uploaded file that is no longer in the bucket: a save removes the files it drops, so a
   * text kept from before another editor's save («Вернуть мой текст», a restored draft) may name one. Asked of the
   * file's public address; a check that gets no answer lets the save go on (the save itself will say so).
   */
  async function requireFiles(media: readonly PostMediaValue[]) {
    const prefix = bucketPrefix();
    const gone = await Promise.all(
      media.map(async (item, i) => {
        if (!item.url.startsWith(prefix)) return null;
        const response = await fetch(item.url, { method: 'HEAD', cache: 'no-store' }).catch(() => null);
        return response && response.status >= 400 && response.status < 500 ? i + 1 : null;
      }),
    );
    const numbers = gone.filter((n): n is number => n !== null);
    if (numbers.length === 0) return;
    throw new EditorError(
      `«${POST_FIELD_LABELS.media}»: ${numbers.length === 1 ? 'файла' : 'файлов'} № ${numbers.join(', ')} больше нет в хранилище ` +
        '(их удалили при другом сохранении). Уберите их из списка или загрузите заново.',
      400,
    );
  }

  async function current(id: Identifier): Promise<PostRecord | null> {
    const { data } = await table().select(POST_COLUMNS).eq('id', id).maybeSingle<PostRow>();
    return data ? fromRow(data) : null;
  }

  const provider = {
    async getList(resource: string, params: GetListParams) {
      await signedIn();
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const { field = 'published_at', order = 'DESC' } = params.sort ?? {};
      const filter = (params.filter ?? {}) as { status?: string; q?: string };
      const now = new Date().toISOString();
      let query = client.from(resource).select(POST_COLUMNS, { count: 'exact' });
      if (filter.status === 'draft') query = query.eq('is_published', false);
      if (filter.status === 'scheduled') query = query.eq('is_published', true).gt('published_at', now);
      if (filter.status === 'published') query = query.eq('is_published', true).lte('published_at', now);
      for (const word of (filter.q ?? '').trim().split(/\s+/).filter(Boolean)) query = query.ilike('content', `%${likeEscape(word)}%`);
      const column = field === 'status' ? 'published_at' : field;
      const { data, count, error, status } = await query
        .order(column, { ascending: order === 'ASC' })
        .order('id', { ascending: false })
        .range((page - 1) * perPage, page * perPage - 1)
        .returns<PostRow[]>();
      if (error) throw editorError(error, status);
      return { data: data.map((row) => fromRow(row)), total: count ?? data.length };
    },

    async getOne(resource: string, { id }: { id: Identifier }) {
      await signedIn();
      const { data, error, status } = await client.from(resource).select(POST_COLUMNS).eq('id', id).maybeSingle<PostRow>();
      if (error) throw editorError(error, status);
      if (!data) throw new EditorError('Запись не найдена: возможно, её удалили.', 404);
      return { data: fromRow(data) };
    },

    async getMany(resource: string, { ids }: { ids: Identifier[] }) {
      await signedIn();
      const { data, error, status } = await client.from(resource).select(POST_COLUMNS).in('id', ids).returns<PostRow[]>();
      if (error) throw editorError(error, status);
      return { data: data.map((row) => fromRow(row)) };
    },

    async create(resource: string, { data }: { data: Partial<PostRecord> }) {
      await signedIn();
      await requireFiles((data as PostRecord).media ?? []);
      const row = toRow(data as PostRecord, undefined);
      const { data: saved, error, status } = await client.from(resource).insert(row).select(POST_COLUMNS).single<PostRow>();
      if (error) throw editorError(error, status);
      return { data: fromRow(saved) };
    },

    /**
     * Saves the form as a change of the version the editor opened: the table refuses it (409) when someone saved the
     * post since, and the editor is told and given the newer version (EditorError.current).
     */
    async update(resource: string, { id, data, previousData }: { id: Identifier; data: Partial<PostRecord>; previousData: PostRecord }) {
      await signedIn();
      await requireFiles((data as PostRecord).media ?? []);
      const row = { ...toRow(data as PostRecord, previousData), updated_at: previousData.updated_at };
      const {
        data: saved,
        error,
        status,
      } = await client.from(resource).update(row).eq('id', id).select(POST_COLUMNS).maybeSingle<PostRow>();
      if (status === 409) {
        const newer = await current(id);
        const when = newer?.updated_at ? `: ${moscowDateTime(newer.updated_at)}` : '';
        throw new EditorError(
          `Эту запись уже сохранил другой редактор${when}. На экране теперь его версия; ваш вариант остался в черновике — «Вернуть мой текст» перенесёт его.`,
          409,
          newer,
        );
      }
      if (error) throw editorError(error, status);
      if (!saved) throw new EditorError('Запись не найдена: возможно, её удалили.', 404);
      const kept = new Set(saved.media_urls);
      await removeFiles((previousData.media ?? []).filter((item) => !kept.has(item.url))).catch(() => undefined);
      return { data: fromRow(saved) };
    },

    async delete(resource: string, { id }: { id: Identifier }) {
      await signedIn();
      const { data, error, status } = await client.from(resource).delete().eq('id', id).select(POST_COLUMNS).maybeSingle<PostRow>();
      if (error) throw editorError(error, status);
      if (!data) throw new EditorError('Запись не найдена: возможно, её уже удалили.', 404);
      const record = fromRow(data);
      await removeFiles(record.media).catch(() => undefined);
      return { data: record };
    },

    async deleteMany(resource: string, { ids }: { ids: Identifier[] }) {
      const deleted: Identifier[] = [];
      for (const id of ids) deleted.push((await provider.delete(resource, { id })).data.id);
      return { data: deleted };
    },

    getManyReference: () => Promise.reject(new EditorError('Не поддерживается', 400)),
    updateMany: () => Promise.reject(new EditorError('Не поддерживается', 400)),
  };
  return provider as unknown as DataProvider<string> & {
    getList<R extends RaRecord>(r: string, p: GetListParams): Promise<{ data: R[]; total: number }>;
  };
}

/** Uploads one chosen file to the bucket under a fresh name; its public URL and media_types value. */
export async function uploadMedia(client: SupabaseClient, file: File, type: PostMediaValue['type']): Promise<PostMediaValue> {
  const now = new Date();
  const extension = (/\.([A-Za-z0-9]{1,5})$/.exec(file.name)?.[1] ?? type).toLowerCase();
  const name = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${crypto.randomUUID()}.${extension}`;
  const bucket = client.storage.from(BLOG_MEDIA_BUCKET);
  const { error } = await bucket.upload(name, file, { contentType: file.type, upsert: false, cacheControl: '31536000' });
  if (error) {
    const status = Number((error as { statusCode?: string }).statusCode ?? (error as { status?: number }).status ?? 0);
    if (status === 413) throw new EditorError(`«${file.name}»: файл больше, чем принимает хранилище.`, 413);
    if (status === 415) throw new EditorError(`«${file.name}»: хранилище не принимает файлы этого типа.`, 415);
    throw editorError({ message: error.message, status }, status);
  }
  return { url: bucket.getPublicUrl(name).data.publicUrl, type };
}
