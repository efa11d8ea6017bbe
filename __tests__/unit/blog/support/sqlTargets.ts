/**
 * The two databases the blog's migration must work on, behind one small
 * interface: PGlite (always) and a real PostgreSQL 15 reached through psql
 * (when .ci/run has started a throwaway cluster and exported BLOG_PG15_HOST).
 */
import { spawnSync } from 'node:child_process';
import type { PGlite } from '@electric-sql/pglite';
import { auto_explain } from '@electric-sql/pglite/contrib/auto_explain';
import { createBlogDatabase, migrationSql, seedSql } from '../../../../scripts/lib/blogDatabase';
import { SUPABASE_PLATFORM_SQL } from '../../../../scripts/lib/supabasePlatform';

export type Role = 'anon' | 'authenticated';

/** A role, or a signed-in user: role `authenticated` with the JWT claims PostgREST would set (auth.uid() reads `sub`). */
export type Caller = Role | { sub: string };

/** The statements that make the rest of a transaction run as `caller`, as PostgREST does for a request. */
export function becomeSql(caller: Caller): string {
  if (typeof caller === 'string') return `set local role ${caller};`;
  const claims = JSON.stringify({ role: 'authenticated', sub: caller.sub }).replace(/'/g, "''");
  return `set local role authenticated; set local "request.jwt.claims" = '${claims}';`;
}

export interface SqlTarget {
  /** Runs statements (as `caller`, then rolled back, when one is given); rejects with the database's error message. */
  exec(sql: string, caller?: Caller): Promise<void>;
  /** Rows of one query, as JSON values (uuid and timestamptz as strings), as `caller` when given. */
  rows<T = Record<string, unknown>>(query: string, caller?: Caller): Promise<T[]>;
  /**
   * The plans PostgreSQL chose for what `query` runs (as `caller`, then rolled back), the statements of the functions
   * it calls included, each as EXPLAIN prints it: auto_explain's log of every statement, sent to this client.
   * https://www.postgresql.org/docs/15/auto-explain.html
   */
  plans(query: string, caller?: Caller): Promise<string[]>;
  close(): Promise<void>;
}

const asJson = (query: string) => `select coalesce(json_agg(_q), '[]')::text as body from (${query}) _q`;

/** auto_explain, logging every statement's plan (nested ones too) to the client as a notice. */
const EXPLAIN_ALL_SQL = `load 'auto_explain';
  set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice;`;
const EXPLAIN_OFF_SQL = 'set auto_explain.log_min_duration = -1;';

export async function pgliteTarget(): Promise<SqlTarget> {
  const db: PGlite = await createBlogDatabase({ extensions: { auto_explain } });
  return {
    exec: async (sql, caller) => {
      if (!caller) return void (await db.exec(sql));
      await db.transaction(async (tx) => {
        await tx.exec(becomeSql(caller));
        await tx.exec(sql);
        await tx.rollback();
      });
    },
    rows: async <T>(query: string, caller?: Caller) => {
      const result = await db.transaction(async (tx) => {
        if (caller) await tx.exec(becomeSql(caller));
        return tx.query<{ body: string }>(asJson(query));
      });
      return JSON.parse(result.rows[0]!.body) as T[];
    },
    plans: async (query, caller) => {
      const plans: string[] = [];
      await db.exec(EXPLAIN_ALL_SQL);
      try {
        await db.transaction(async (tx) => {
          if (caller) await tx.exec(becomeSql(caller));
          await tx.query(query, [], { onNotice: (notice) => plans.push(notice.message ?? '') });
          await tx.rollback();
        });
      } finally {
        await db.exec(EXPLAIN_OFF_SQL);
      }
      return plans;
    },
    close: () => db.close(),
  };
}

export const PG15 = process.env.BLOG_PG15_HOST ? { host: process.env.BLOG_PG15_HOST, port: process.env.BLOG_PG15_PORT ?? '5432' } : null;

/** Runs `sql` through psql; what it printed, and its notices (psql writes them to stderr, each after "NOTICE:  "). */
function psqlRun(database: string, sql: string): { stdout: string; notices: string[] } {
  const result = spawnSync(
    'psql',
    ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-h', PG15!.host, '-p', PG15!.port, '-U', 'postgres', '-d', database, '-f', '-'],
    { input: sql, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr.trim() || `psql exited with ${result.status}`);
  return { stdout: result.stdout, notices: result.stderr.split(/^(?:psql:[^\n]*?)?NOTICE: {2}/m).slice(1) };
}

const psql = (database: string, sql: string) => psqlRun(database, sql).stdout;

/**
 * A fresh database in the PostgreSQL 15 cluster, prepared like PGlite's: roles, migrations, seed. `locale`: the
 * database's own instead of the cluster's, e.g. `C`, whose case rules know only ASCII letters.
 */
export async function pg15Target({ locale }: { locale?: string } = {}): Promise<SqlTarget> {
  const name = `blog_test_${process.pid}_${Date.now()}`;
  psql('postgres', `create database ${name}${locale ? ` template template0 encoding 'UTF8' locale '${locale}'` : ''};`);
  psql(name, [SUPABASE_PLATFORM_SQL, ...migrationSql(), seedSql()].join('\n'));
  return {
    exec: async (sql, caller) => {
      psql(name, caller ? `begin; ${becomeSql(caller)} ${sql}; rollback;` : sql);
    },
    rows: async <T>(query: string, caller?: Caller) =>
      JSON.parse(psql(name, `begin; ${caller ? becomeSql(caller) : ''} ${asJson(query)}; rollback;`).trim()) as T[],
    plans: async (query, caller) =>
      psqlRun(name, `${EXPLAIN_ALL_SQL} begin; ${caller ? becomeSql(caller) : ''} ${query}; rollback;`).notices,
    close: async () => {
      psql('postgres', `drop database ${name} with (force);`);
    },
  };
}
