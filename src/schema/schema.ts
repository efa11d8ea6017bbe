/**
 * A tiny schema language for the content JSON in `data/`.
 *
 * One description per page serves twice: it is turned into GraphQL SDL for
 * `createTypes` (so queries are typed and never infer), and it validates each
 * data file before any query runs, so a maintainer's mistake fails the build
 * with the file and the field named instead of a silent `null` on a page.
 */
export type Field =
  | { kind: 'string'; optional?: boolean; format?: 'href' }
  | { kind: 'int'; optional?: boolean }
  | { kind: 'float'; optional?: boolean }
  | { kind: 'boolean'; optional?: boolean }
  | { kind: 'list'; of: Field; optional?: boolean; minItems?: number }
  | { kind: 'object'; fields: Fields; optional?: boolean; typeName?: string };

export type Fields = Readonly<Record<string, Field>>;

export const t = {
  string: (): Field => ({ kind: 'string' }),
  /**
   * A link target rendered into an `href` or `src`: an http(s) address, a
   * `mailto:`/`tel:` link or a site path. Anything else (`javascript:`,
   * `data:`, `//host`) would run or load what the page never meant to.
   */
  href: (): Field => ({ kind: 'string', format: 'href' }),
  int: (): Field => ({ kind: 'int' }),
  float: (): Field => ({ kind: 'float' }),
  boolean: (): Field => ({ kind: 'boolean' }),
  list: (of: Field, opts: { minItems?: number } = {}): Field => ({ kind: 'list', of, ...opts }),
  /**
   * A nested object. Give it a `typeName` when the same shape is used on
   * several pages, so they share one GraphQL type (and one query fragment).
   */
  object: (fields: Fields, opts: { typeName?: string } = {}): Field => ({ kind: 'object', fields, ...opts }),
  optional: (field: Field): Field => ({ ...field, optional: true }),
};

const SCALARS = { string: 'String', int: 'Int', float: 'Float', boolean: 'Boolean' } as const;

function pascal(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/**
 * GraphQL SDL for an object description. Nested objects get their own types
 * named after the path (`CasesJson` + `partners` -> `CasesJsonPartners`).
 * Returns every type definition, the root one first.
 */
export function toSDL(
  typeName: string,
  fields: Fields,
  head = `type ${typeName} @dontInfer`,
): string[] {
  const nested: string[] = [];
  const typeOf = (field: Field, path: string): string => {
    let inner: string;
    if (field.kind === 'list') {
      inner = `[${typeOf({ ...field.of, optional: false }, path)}]`;
    } else if (field.kind === 'object') {
      const name = field.typeName ?? `${typeName}${pascal(path)}`;
      nested.push(...toSDL(name, field.fields));
      inner = name;
    } else {
      inner = SCALARS[field.kind];
    }
    return field.optional ? inner : `${inner}!`;
  };
  const lines = Object.entries(fields).map(([name, field]) => `  ${name}: ${typeOf(field, name)}`);
  return [`${head} {\n${lines.join('\n')}\n}`, ...nested];
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}

const EXPECTED: Record<Field['kind'], string> = {
  string: 'a string',
  int: 'a whole number',
  float: 'a number',
  boolean: 'true or false',
  list: 'a list',
  object: 'an object',
};

/** The schemes an `href` field may use; a value without a scheme must be a site path. */
const LINK_SCHEMES = new Set(['https:', 'http:', 'mailto:', 'tel:']);
const LINK_EXPECTED = 'a link: https://..., http://..., mailto:..., tel:... or a site path starting with "/"';

/** `new URL` rather than URL.canParse: jsdom, where the views' unit tests validate their data, lacks the latter. */
function parsesAsUrl(value: string): boolean {
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
}

/** Why `value` is not a safe link target, or undefined when it is one. */
export function hrefProblem(value: string): string | undefined {
  if (value !== value.trim()) return 'must not start or end with spaces';
  // Browsers drop tabs and line breaks anywhere in a URL ("java\tscript:" runs): judge the URL the browser sees.
  const seen = value.replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(seen);
  if (scheme) {
    if (!LINK_SCHEMES.has(`${scheme[1]!.toLowerCase()}:`)) return `must be ${LINK_EXPECTED}`;
    return /^https?:$/i.test(`${scheme[1]}:`) && !parsesAsUrl(value) ? 'is not a valid web address' : undefined;
  }
  // "//host/x" and "/\host/x" leave the site; "videos/x.mp4" resolves against the page, not the site root.
  if (!seen.startsWith('/') || /^\/[/\\]/.test(seen)) return `must be ${LINK_EXPECTED}`;
  return undefined;
}

/** One validation problem: where in the file (a JSON path) and what is wrong there. */
export interface SchemaProblem {
  /** The path of the offending value; for a missing field, the path the field should have. */
  readonly path: ReadonlyArray<string | number>;
  readonly missing?: boolean;
  /** A sentence naming the field, e.g. `field "items[0].title" is missing`. */
  readonly message: string;
}

function pathName(path: ReadonlyArray<string | number>): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

type Path = ReadonlyArray<string | number>;

function checkField(value: unknown, field: Field, path: Path, errors: SchemaProblem[]): void {
  const name = pathName(path);
  const problem = (message: string, missing?: boolean) => errors.push({ path, message: `field "${name}" ${message}`, ...(missing ? { missing } : {}) });
  if (value === undefined || value === null) {
    if (!field.optional) problem('is missing', value === undefined);
    return;
  }
  const wrong = () => problem(`must be ${EXPECTED[field.kind]}, found ${describe(value)}`);
  switch (field.kind) {
    case 'string': {
      if (typeof value !== 'string') return void wrong();
      if (value.trim() === '') {
        if (!field.optional) problem('must not be empty');
        return;
      }
      const linkProblem = field.format === 'href' ? hrefProblem(value) : undefined;
      if (linkProblem) problem(`${linkProblem}, found ${JSON.stringify(value)}`);
      return;
    }
    case 'int':
      if (typeof value !== 'number' || !Number.isInteger(value)) wrong();
      return;
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value)) wrong();
      return;
    case 'boolean':
      if (typeof value !== 'boolean') wrong();
      return;
    case 'list':
      if (!Array.isArray(value)) return void wrong();
      if (field.minItems !== undefined && value.length < field.minItems) {
        problem(`must have at least ${field.minItems} item(s), found ${value.length}`);
      }
      value.forEach((item, i) => checkField(item, { ...field.of, optional: false }, [...path, i], errors));
      return;
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value)) return void wrong();
      checkObject(value as Record<string, unknown>, field.fields, path, errors);
      return;
  }
}

function checkObject(value: Record<string, unknown>, fields: Fields, path: Path, errors: SchemaProblem[]): void {
  for (const [name, field] of Object.entries(fields)) checkField(value[name], field, [...path, name], errors);
  for (const name of Object.keys(value)) {
    if (!Object.prototype.hasOwnProperty.call(fields, name)) {
      errors.push({
        path: [...path, name],
        message: `field "${pathName([...path, name])}" is not a known field (expected one of: ${Object.keys(fields).join(', ')})`,
      });
    }
  }
}

/** Every problem with `value` against `fields`, each with the JSON path it is at. */
export function findProblems(value: unknown, fields: Fields): SchemaProblem[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ path: [], message: `the file must hold one JSON object, found ${describe(value)}` }];
  }
  const errors: SchemaProblem[] = [];
  checkObject(value as Record<string, unknown>, fields, [], errors);
  return errors;
}

/** Every problem with `value` against `fields`, as human sentences naming the field path. */
export function validate(value: unknown, fields: Fields): string[] {
  return findProblems(value, fields).map((problem) => problem.message);
}
