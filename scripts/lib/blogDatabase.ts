/**
 * The blog's database for development and tests: PostgreSQL in WASM (PGlite),
 * prepared like a Supabase project (API roles and default grants, auth and storage), then the
 * migrations of supabase/migrations in order, then supabase/seed.sql — the
 * same files a real project gets. https://pglite.dev/docs/
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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

/** A fresh in-memory database with the schema applied and, unless `seed: false`, the seed rows. */
export async function createBlogDatabase({ seed = true }: { seed?: boolean } = {}): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(SUPABASE_PLATFORM_SQL);
  for (const sql of migrationSql()) await db.exec(sql);
  if (seed) await db.exec(seedSql());
  return db;
}
