/**
 * The slice of PostgREST's query language the blog uses, parsed strictly:
 * `select` (`*` or column names), `order` (`col.asc|desc[.nullsfirst|nullslast]`, comma-separated),
 * `offset` and `limit` (what supabase-js `.range()` sends) and a `Range: 0-4`
 * header. Anything else is an error in PostgREST's JSON shape, so a client
 * using more than this finds out.
 * https://postgrest.org/en/stable/references/api/tables_views.html
 */
export interface PostgrestError {
  status: number;
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export interface ReadQuery {
  columns: string[] | '*';
  order: Array<{ column: string; descending: boolean; nulls: 'first' | 'last' | null }>;
  /** Exact at any size: PostgreSQL, not JavaScript's numbers, decides what is out of range (bigint). */
  offset: bigint;
  limit: bigint | null;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SUPPORTED = ['select', 'order', 'offset', 'limit'];

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const isIdentifier = (name: string) => IDENT.test(name);

function parseError(message: string, details: string | null = null): PostgrestError {
  return { status: 400, code: 'PGRST100', message, details, hint: null };
}

function parseCount(name: string, raw: string | null): bigint | null | PostgrestError {
  if (raw === null) return null;
  if (!/^\d+$/.test(raw)) return parseError(`"${name}" must be a non-negative integer`, `found ${JSON.stringify(raw)}`);
  return BigInt(raw);
}

/** Rows `lower` to `upper` (both included; null: to the end), as PostgREST's NonnegRange. */
interface Rows {
  lower: bigint;
  upper: bigint | null;
}
const isEmpty = (rows: Rows) => rows.upper !== null && rows.upper < rows.lower;
const EMPTY: Rows = { lower: 1n, upper: 0n };

/** Data.Ranged's rangeIntersection, which PostgREST uses: empty if either is, else the overlap (which may itself be empty). */
function intersect(a: Rows, b: Rows): Rows {
  if (isEmpty(a) || isEmpty(b)) return EMPTY;
  const lower = a.lower > b.lower ? a.lower : b.lower;
  if (a.upper === null || b.upper === null) return { lower, upper: a.upper ?? b.upper };
  return { lower, upper: a.upper < b.upper ? a.upper : b.upper };
}

function rangeError(details: string): PostgrestError {
  return { status: 416, code: 'PGRST103', message: 'Requested range not satisfiable', details, hint: null };
}

/**
 * The rows a read asks for, as PostgREST's ApiRequest.getRanges and
 * QueryParams compute them from `limit`, `offset` and a GET's `Range` header
 * (RangeQuery.rangeParse: `^([0-9]+)-([0-9]*)$`, anything else ignored), with
 * integers of any size: `offset=9007199254740993` is that row, and a number
 * past PostgreSQL's bigint reaches the database, which refuses it with 22003
 * ("value ... is out of range for type bigint"), a 400, as it does behind
 * PostgREST. An empty range is PostgREST's 416, PGRST103.
 */
function requestedRows(offset: bigint | null, limit: bigint | null, rangeHeader: string | undefined): Rows | PostgrestError {
  const lower = offset ?? 0n;
  const fromParams: Rows = { lower, upper: limit === null ? null : lower + limit - 1n };
  // `limit=0` without an offset is PostgREST's special "limit zero" range (0 to -1), allowed although empty.
  if (fromParams.lower === 0n && fromParams.upper === -1n) return fromParams;
  const header = rangeHeader === undefined ? null : /^([0-9]+)-([0-9]*)$/.exec(rangeHeader);
  const fromHeader: Rows = header ? { lower: BigInt(header[1]!), upper: header[2] ? BigInt(header[2]) : null } : { lower: 0n, upper: null };
  const rows = intersect(fromHeader, fromParams);
  if (!isEmpty(rows)) return rows;
  return rangeError(
    isEmpty(fromHeader)
      ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
      : 'Limit should be greater than or equal to zero.',
  );
}

/** `rangeHeader`: a GET's `Range` header (PostgREST ignores it on other methods). */
export function parseReadQuery(params: URLSearchParams, rangeHeader?: string): ReadQuery | PostgrestError {
  for (const key of params.keys()) {
    if (!SUPPORTED.includes(key)) {
      return parseError(`unsupported query parameter "${key}"`, `the local backend understands ${SUPPORTED.join(', ')} only`);
    }
  }
  const select = (params.get('select') ?? '*').trim();
  let columns: ReadQuery['columns'] = '*';
  if (select !== '*') {
    const names = select.split(',').map((s) => s.trim());
    const bad = names.find((n) => !IDENT.test(n));
    if (bad !== undefined) return parseError('failed to parse select parameter', `unexpected ${JSON.stringify(bad)}`);
    columns = names;
  }
  const order: ReadQuery['order'] = [];
  const rawOrder = params.get('order');
  if (rawOrder) {
    for (const term of rawOrder.split(',')) {
      const [column = '', ...mods] = term.trim().split('.');
      const known = mods.every((m) => ['asc', 'desc', 'nullsfirst', 'nullslast'].includes(m));
      if (!IDENT.test(column) || !known || mods.length > 2) {
        return parseError('failed to parse order parameter', `unexpected ${JSON.stringify(term)}`);
      }
      const nulls = mods.includes('nullsfirst') ? 'first' : mods.includes('nullslast') ? 'last' : null;
      order.push({ column, descending: mods.includes('desc'), nulls });
    }
  }
  const offset = parseCount('offset', params.get('offset'));
  const limit = parseCount('limit', params.get('limit'));
  if (offset !== null && typeof offset === 'object') return offset;
  if (limit !== null && typeof limit === 'object') return limit;
  const rows = requestedRows(offset, limit, rangeHeader);
  if ('status' in rows) return rows;
  return { columns, order, offset: rows.lower, limit: rows.upper === null ? null : rows.upper - rows.lower + 1n };
}

/**
 * The SQL PostgREST would run: rows aggregated to one JSON text, in the
 * database. Offset and limit go as text, as PostgREST sends them
 * (SqlFragment.limitOffsetF), for PostgreSQL to read as bigint.
 */
export function readSql(
  relation: string,
  query: ReadQuery,
  /** A WHERE clause whose parameters are numbered from `first` (the blog editor's filters: localSupabase/rest.ts). */
  where: (first: number) => { sql: string; params: unknown[] } = () => ({ sql: '', params: [] }),
): { sql: string; params: unknown[] } {
  const cols = query.columns === '*' ? '*' : query.columns.map(quoteIdent).join(', ');
  const order = query.order.length
    ? ` order by ${query.order
        .map((o) => `${quoteIdent(o.column)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`)
        .join(', ')}`
    : '';
  const params: unknown[] = [query.offset.toString()];
  const limit = query.limit === null ? '' : ` limit $2`;
  if (query.limit !== null) params.push(query.limit.toString());
  const filter = where(params.length + 1);
  return {
    sql:
      `select coalesce(json_agg(_postgrest_t), '[]')::text as body, count(*)::int as n ` +
      `from (select ${cols} from public.${quoteIdent(relation)}${filter.sql}${order}${limit} offset $1) _postgrest_t`,
    params: [...params, ...filter.params],
  };
}
