/**
 * The slice of PostgREST's query language the blog uses, parsed strictly:
 * `select` (`*` or column names), `order` (`col.asc|desc[.nullsfirst|nullslast]`, comma-separated),
 * `offset` and `limit` (what supabase-js `.range()` sends). Anything else is an
 * error in PostgREST's JSON shape, so a client using more than this finds out.
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
  offset: number;
  limit: number | null;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SUPPORTED = ['select', 'order', 'offset', 'limit'];

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const isIdentifier = (name: string) => IDENT.test(name);

function parseError(message: string, details: string | null = null): PostgrestError {
  return { status: 400, code: 'PGRST100', message, details, hint: null };
}

function parseCount(name: string, raw: string | null): number | null | PostgrestError {
  if (raw === null) return null;
  if (!/^\d+$/.test(raw)) return parseError(`"${name}" must be a non-negative integer`, `found ${JSON.stringify(raw)}`);
  return Number.parseInt(raw, 10);
}

export function parseReadQuery(params: URLSearchParams): ReadQuery | PostgrestError {
  for (const key of params.keys()) {
    if (!SUPPORTED.includes(key)) {
      return parseError(
        `unsupported query parameter "${key}"`,
        `the local backend understands ${SUPPORTED.join(', ')} only`,
      );
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
  return { columns, order, offset: offset ?? 0, limit };
}

/** The SQL PostgREST would run: rows aggregated to one JSON text, in the database. */
export function readSql(relation: string, query: ReadQuery): { sql: string; params: number[] } {
  const cols = query.columns === '*' ? '*' : query.columns.map(quoteIdent).join(', ');
  const order = query.order.length
    ? ` order by ${query.order
        .map((o) => `${quoteIdent(o.column)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`)
        .join(', ')}`
    : '';
  const params = [query.offset];
  const limit = query.limit === null ? '' : ` limit $2`;
  if (query.limit !== null) params.push(query.limit);
  return {
    sql:
      `select coalesce(json_agg(_postgrest_t), '[]')::text as body, count(*)::int as n ` +
      `from (select ${cols} from public.${quoteIdent(relation)}${order}${limit} offset $1) _postgrest_t`,
    params,
  };
}
