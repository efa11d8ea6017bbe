/**
 * A tiny schema language for the content JSON in `data/`.
 *
 * One description per page serves twice: it is turned into GraphQL SDL for
 * `createTypes` (so queries are typed and never infer), and it validates each
 * data file before any query runs, so a maintainer's mistake fails the build
 * with the file and the field named instead of a silent `null` on a page.
 */
export type Field =
  | { kind: 'string'; optional?: boolean }
  | { kind: 'int'; optional?: boolean }
  | { kind: 'float'; optional?: boolean }
  | { kind: 'boolean'; optional?: boolean }
  | { kind: 'list'; of: Field; optional?: boolean; minItems?: number }
  | { kind: 'object'; fields: Fields; optional?: boolean; typeName?: string };

export type Fields = Readonly<Record<string, Field>>;

export const t = {
  string: (): Field => ({ kind: 'string' }),
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

function checkField(value: unknown, field: Field, path: string, errors: string[]): void {
  if (value === undefined || value === null) {
    if (!field.optional) errors.push(`field "${path}" is missing`);
    return;
  }
  const wrong = () => errors.push(`field "${path}" must be ${EXPECTED[field.kind]}, found ${describe(value)}`);
  switch (field.kind) {
    case 'string':
      if (typeof value !== 'string') wrong();
      else if (!field.optional && value.trim() === '') errors.push(`field "${path}" must not be empty`);
      return;
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
        errors.push(`field "${path}" must have at least ${field.minItems} item(s), found ${value.length}`);
      }
      value.forEach((item, i) => checkField(item, { ...field.of, optional: false }, `${path}[${i}]`, errors));
      return;
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value)) return void wrong();
      checkObject(value as Record<string, unknown>, field.fields, `${path}.`, errors);
      return;
  }
}

function checkObject(value: Record<string, unknown>, fields: Fields, prefix: string, errors: string[]): void {
  for (const [name, field] of Object.entries(fields)) checkField(value[name], field, `${prefix}${name}`, errors);
  for (const name of Object.keys(value)) {
    if (!Object.prototype.hasOwnProperty.call(fields, name)) {
      errors.push(`field "${prefix}${name}" is not a known field (expected one of: ${Object.keys(fields).join(', ')})`);
    }
  }
}

/** Every problem with `value` against `fields`, as human sentences naming the field path. */
export function validate(value: unknown, fields: Fields): string[] {
  const errors: string[] = [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [`the file must hold one JSON object, found ${describe(value)}`];
  }
  checkObject(value as Record<string, unknown>, fields, '', errors);
  return errors;
}
