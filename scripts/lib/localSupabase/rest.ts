/**
 * What the embedded backend adds to its PostgREST emulation for the blog
 * editor: horizontal filters, `Prefer: count=exact`, single-object answers,
 * and writes (POST, PATCH, DELETE) with `Prefer: return=representation`, all
 * run as the caller's role with the caller's JWT claims, as PostgREST runs
 * them, so the migrations' grants and policies decide, not this code.
 * https://postgrest.org/en/stable/references/api/tables_views.html
 * https://postgrest.org/en/stable/references/transactions.html#request-headers-path-and-query-parameters
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { isIdentifier, type PostgrestError, quoteIdent } from '../postgrestQuery';
import type { Claims } from './jwt';

/** Query parameters that are not filters. */
const RESERVED = new Set(['select', 'order', 'offset', 'limit', 'columns', 'on_conflict']);
const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike' };
const IS_VALUES: Record<string, string> = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' };

export interface Filter {
  column: string;
  operator: string;
  value: string;
}

export interface Where {
  sql: string;
  params: unknown[];
}

const parseError = (message: string, details: string | null = null): PostgrestError => ({
  status: 400,
  code: 'PGRST100',
  message,
  details,
  hint: null,
});

/** The filters of a query string, and the rest of it; PostgREST's error for a filter it cannot read. */
export function splitFilters(params: URLSearchParams): { filters: Filter[]; rest: URLSearchParams } | PostgrestError {
  const filters: Filter[] = [];
  const rest = new URLSearchParams();
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) {
      rest.append(key, raw);
      continue;
    }
    const dot = raw.indexOf('.');
    const operator = dot < 0 ? '' : raw.slice(0, dot);
    const value = dot < 0 ? '' : raw.slice(dot + 1);
    if (!isIdentifier(key) || !(operator in COMPARISONS || operator === 'in' || operator === 'is')) {
      return parseError(`failed to parse filter (${raw})`, `unexpected ${JSON.stringify(`${key}=${raw}`)}`);
    }
    if (operator === 'is' && !(value in IS_VALUES))
      return parseError(`failed to parse filter (${raw})`, 'is takes null, true, false or unknown');
    if (operator === 'in' && !/^\(.*\)$/s.test(value)) return parseError(`failed to parse filter (${raw})`, 'in takes a list: (a,b)');
    filters.push({ column: key, operator, value });
  }
  return { filters, rest };
}

/** A PostgREST `in` list: `(a,"b,c")`. */
function inList(value: string): string[] {
  return [...value.slice(1, -1).matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!.trim(),
  );
}

/** The filters as a WHERE clause whose parameters are numbered from `first`. */
export function whereSql(filters: readonly Filter[], first: number): Where {
  const params: unknown[] = [];
  const terms = filters.map(({ column, operator, value }) => {
    const col = quoteIdent(column);
    if (operator === 'is') return `${col} is ${IS_VALUES[value]}`;
    if (operator === 'in') {
      params.push(inList(value));
      return `${col}::text = any($${first + params.length - 1}::text[])`;
    }
    // PostgREST reads `*` in like patterns as `%`.
    params.push(operator === 'like' || operator === 'ilike' ? value.replace(/\*/g, '%') : value);
    return `${col} ${COMPARISONS[operator]} $${first + params.length - 1}`;
  });
  return { sql: terms.length ? ` where ${terms.join(' and ')}` : '', params };
}

/** Runs `work` in a transaction as PostgREST does for a request: the JWT's role, and its claims for auth.uid(). */
export function asCaller<T>(db: PGlite, claims: Claims, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const role = claims.role === 'authenticated' || claims.role === 'service_role' ? claims.role : 'anon';
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
      [role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
    );
    return work(tx);
  });
}

/**
 * PostgREST's mapping of a database error to an HTTP status (https://postgrest.org/en/stable/references/errors.html):
 * a missing privilege is 401 for anon and 403 for a signed-in user; `PTxyz` raised by SQL is status xyz.
 */
export function databaseError(error: unknown, relation: string, authenticated: boolean): PostgrestError {
  const {
    code = '',
    message = String(error),
    detail = null,
    hint = null,
  } = error as {
    code?: string;
    message?: string;
    detail?: string | null;
    hint?: string | null;
  };
  if (code === '42P01') {
    return {
      status: 404,
      code: 'PGRST205',
      message: `Could not find the table 'public.${relation}' in the schema cache`,
      details: null,
      hint: null,
    };
  }
  const custom = /^PT(\d{3})$/.exec(code);
  const status = custom
    ? Number(custom[1])
    : code === '42501'
      ? authenticated
        ? 403
        : 401
      : code === '23505' || code === '23503'
        ? 409
        : code.startsWith('XX') || code === ''
          ? 500
          : 400;
  return { status, code, message, details: detail ?? null, hint: hint ?? null };
}

/**
 * What a function of `public` returns, as PostgREST answers it: one value (a scalar or a row: the value itself), or a
 * set, answered as a JSON array of its rows (`returns setof <table>` or `returns table (...)`) or of its values
 * (`returns setof jsonb`). https://postgrest.org/en/stable/references/api/functions.html
 */
export const FUNCTION_RESULT_SQL = `select coalesce(bool_or(p.proretset), false) as set,
    coalesce(bool_or(t.typtype = 'c' or p.prorettype = 'pg_catalog.record'::pg_catalog.regtype), false) as rows
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  join pg_catalog.pg_type t on t.oid = p.prorettype
  where n.nspname = 'public' and p.proname = $1`;

export interface FunctionResult {
  set: boolean;
  rows: boolean;
}

/** The SQL of a call of `public.<name>` with `args` (named, as `name => $n`), answering one JSON text, `body`. */
export function callSql(name: string, args: string, result: FunctionResult): string {
  const call = `public.${quoteIdent(name)}(${args})`;
  if (!result.set) return `select to_json(${call})::text as body`;
  const each = result.rows ? '_postgrest_t' : '_postgrest_t.value';
  return `select coalesce(json_agg(${each}), '[]')::text as body from ${call} as ${result.rows ? '_postgrest_t' : '_postgrest_t(value)'}`;
}

export type WriteMethod = 'POST' | 'PATCH' | 'DELETE';

/** The SQL of a write, returning its rows as one JSON text and their count; or an error for a body it cannot take. */
export function writeSql(
  method: WriteMethod,
  relation: string,
  filters: readonly Filter[],
  body: unknown,
): { sql: string; params: unknown[] } | PostgrestError {
  const table = `public.${quoteIdent(relation)}`;
  const wrap = (statement: string) =>
    `with _w as (${statement} returning *) select coalesce(json_agg(_w), '[]')::text as body, count(*)::int as n from _w`;
  if (method === 'DELETE') {
    const where = whereSql(filters, 1);
    return { sql: wrap(`delete from ${table}${where.sql}`), params: where.params };
  }
  const rows = Array.isArray(body) ? body : [body];
  if (rows.length === 0 || !rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    return parseError('Empty or invalid json', 'the body must be a JSON object or an array of objects');
  }
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row as object)))];
  const bad = columns.find((column) => !isIdentifier(column));
  if (bad !== undefined || columns.length === 0)
    return parseError('Empty or invalid json', bad === undefined ? 'no columns' : `column ${JSON.stringify(bad)}`);
  const list = columns.map(quoteIdent).join(', ');
  if (method === 'POST') {
    return {
      sql: wrap(`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1::json)`),
      params: [JSON.stringify(rows)],
    };
  }
  if (rows.length !== 1) return parseError('PATCH takes one object');
  const where = whereSql(filters, 2);
  return {
    sql: wrap(`update ${table} set (${list}) = (select ${list} from json_populate_record(null::${table}, $1::json))${where.sql}`),
    params: [JSON.stringify(rows[0]), ...where.params],
  };
}
