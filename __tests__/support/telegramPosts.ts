/**
 * What the Telegram imports (the webhook and the history import) leave in the embedded backend, read straight from
 * its database for their tests: the posts they made, the files they copied, and a clean slate between tests.
 */
import type { PGlite } from '@electric-sql/pglite';

export interface ImportedPost {
  content: string;
  media_urls: string[];
  media_types: string[];
  is_published: boolean;
  published_at: Date;
  telegram_url: string | null;
  telegram_note: string | null;
}

/** The posts that came from Telegram, oldest first. */
export const importedPosts = async (db: PGlite) =>
  (
    await db.query<ImportedPost>(
      `select content, media_urls, media_types, is_published, published_at, telegram_url, telegram_note
       from public.blog_posts where telegram_url is not null order by published_at, telegram_url`,
    )
  ).rows;

/** The names of the files copied from Telegram into the bucket (`telegram/<chat>/<message>.<ext>`), sorted. */
export const copiedMedia = async (db: PGlite) =>
  (await db.query<{ name: string }>(`select name from storage.objects where name like 'telegram/%' order by name`)).rows.map(
    (row) => row.name,
  );

/** Forgets every import: the imports' keys, their posts and their files. */
export const forgetImports = (db: PGlite) =>
  db.exec(
    `delete from public.telegram_imports; delete from public.blog_posts where telegram_url is not null; delete from storage.objects where name like 'telegram/%';`,
  );
