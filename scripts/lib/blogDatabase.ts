/**
 * The blog's database for development and tests: PostgreSQL in WASM (PGlite),
 * prepared like a Supabase project (API roles and default grants, auth and storage), then the
 * migrations of supabase/migrations in order, then supabase/seed.sql — the
 * same files a real project gets. https://pglite.dev/docs/
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Extensions, PGlite } from '@electric-sql/pglite';
import { SUPABASE_PLATFORM_SQL } from './supabasePlatform';

export const SUPABASE_DIR = path.resolve(__dirname, '../../supabase');

/** Every migration file's SQL, in the order the Supabase CLI applies them (by file name). */
export function migrationSql(): string[] {
  const dir = path.join(SUPABASE_DIR, 'migrations');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

export function seedSql(): string {
  return readFileSync(path.join(SUPABASE_DIR, 'seed.sql'), 'utf8');
}

/**
 * Marks a database as a local backend's: its media addresses may then be that backend's own plain-http Storage
 * addresses on 127.0.0.1 (supabase/migrations/20261127120000_blog_media_details.sql). PGlite has one session, so the
 * session's setting holds for everything it runs. seed.sql sets it too, for the databases the seed goes into.
 */
export const LOCAL_BACKEND_SQL = "select set_config('kadr.local_backend', 'on', false);";

/**
 * A fresh in-memory database with the schema applied and, unless `seed: false`, the seed rows; `extensions`: PGlite's
 * extensions to load with it (https://pglite.dev/extensions/), e.g. auto_explain for a test that reads plans.
 */
export async function createBlogDatabase({
  seed = true,
  extensions = {},
}: { seed?: boolean; extensions?: Extensions } = {}): Promise<PGlite> {
  const db = await PGlite.create({ extensions });
  await db.exec(SUPABASE_PLATFORM_SQL);
  await db.exec(LOCAL_BACKEND_SQL);
  for (const sql of migrationSql()) await db.exec(sql);
  if (seed) await db.exec(seedSql());
  return db;
}
