import type { Field, Fields, ProblemRule } from '../../src/schema/schema';

type Path = ReadonlyArray<string | number>;

/** One rule of the build's check, broken once in an otherwise valid file. */
export interface RuleCase {
  /** `members.items[0].role: blank "   "`, for a test's name. */
  readonly name: string;
  /** Where the rule is broken (the field's JSON path). */
  readonly path: Path;
  readonly rule: ProblemRule;
  /** The valid file's content with this one rule broken. */
  readonly entry: Record<string, unknown>;
  /** What breaks it: `spaces`, `101 items`. */
  readonly what: string;
  /**
   * How the field sits in its file and what kind it is (`object>list>object>text`):
   * Decap checks a field by its widget, inside the objects and lists around it.
   */
  readonly shape: string;
}

/** A deep copy of `value` with the value at `path` replaced (`undefined`: the key removed). */
function withValue(value: unknown, path: Path, replacement: unknown): Record<string, unknown> {
  const copy = structuredClone(value) as Record<string, unknown>;
  let holder: Record<string | number, unknown> = copy;
  for (const segment of path.slice(0, -1)) holder = holder[segment] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === undefined) delete holder[last];
  else holder[last] = replacement;
  return copy;
}

const pathName = (path: Path) => path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${part}`)).join('');

const kindOf = (field: Field) =>
  field.kind !== 'string'
    ? field.kind
    : field.fixed !== undefined
      ? 'fixed'
      : field.format !== undefined
        ? field.format
        : field.placeholders
          ? 'placeholders'
          : field.multiline
            ? 'text'
            : 'string';

/** The values that break each rule of one field, given its valid value. */
function breaking(field: Field, valid: unknown): Array<[ProblemRule, unknown, string]> {
  const out: Array<[ProblemRule, unknown, string]> = [];
  if (!field.optional) out.push(['missing', undefined, 'left out']);
  switch (field.kind) {
    case 'string': {
      const text = typeof valid === 'string' ? valid : '';
      out.push(['type', 42, 'a number']);
      if (field.fixed !== undefined) {
        out.push(['fixed', `${field.fixed}!`, 'changed']);
        break;
      }
      if (!field.optional) out.push(['blank', '', 'empty'], ['blank', '   ', 'spaces']);
      out.push(['length', `${text || '/'}${'а'.repeat(field.maxLength + 1 - (text || '/').length)}`, `${field.maxLength + 1} characters`]);
      out.push(['control', `${text.slice(0, 1)}\u0007${text.slice(1)}`, 'a control character']);
      if (field.format !== undefined) out.push(['link', 'javascript:alert(1)', 'javascript:']);
      if (field.format === 'video')
        out.push(['link', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'a page that shows a video (YouTube)']);
      if (field.placeholders && text) {
        out.push(['placeholder', `${text} {{nothing}}`, 'an unknown placeholder']);
        const required = Object.entries(field.placeholders).filter(([, need]) => need === 'required');
        if (required.length > 0) out.push(['placeholder', text.replace(/\{\{[^{}]*\}\}/g, '…'), 'its placeholder left out']);
      }
      break;
    }
    case 'boolean':
    case 'int':
    case 'float':
      out.push(['type', 'да', 'a text']);
      break;
    case 'list': {
      const items = Array.isArray(valid) ? valid : [];
      if (field.minItems) out.push(['minItems', items.slice(0, field.minItems - 1), `${field.minItems - 1} items`]);
      out.push(['maxItems', Array.from({ length: field.maxItems + 1 }, () => items[0]), `${field.maxItems + 1} items`]);
      break;
    }
    case 'object':
      break;
  }
  return out;
}

/**
 * Every rule the build's check (src/schema/schema.ts checkField) applies to
 * `fields`, each broken once in a copy of `valid`: found by walking the
 * schema, so a field or a list limit added to it is covered with no edit here.
 * Each list's rules are broken on the list, and its items' rules on its first
 * item; each object also gets a key the schema does not know.
 */
export function ruleCases(valid: Record<string, unknown>, fields: Fields): RuleCase[] {
  const cases: RuleCase[] = [];
  const visit = (field: Field, path: Path, value: unknown, shape: string[]) => {
    const here = [...shape, kindOf(field)];
    for (const [rule, broken, what] of breaking(field, value)) {
      // A list item cannot be left out: JSON writes the gap as null.
      const replacement = broken === undefined && typeof path.at(-1) === 'number' ? null : broken;
      cases.push({
        name: `${pathName(path)}: ${rule} (${what})`,
        path,
        rule,
        what,
        entry: withValue(valid, path, replacement),
        shape: here.join('>'),
      });
    }
    // An optional object the file leaves out (a privacy section without its link) has no values to break.
    if (field.kind === 'object' && typeof value === 'object' && value !== null)
      visitObject(field.fields, path, value as Record<string, unknown>, here);
    if (field.kind === 'list' && Array.isArray(value) && value.length > 0)
      visit({ ...field.of, optional: false }, [...path, 0], value[0], here);
  };
  const visitObject = (objectFields: Fields, path: Path, value: Record<string, unknown>, shape: string[]) => {
    const unknown = [...path, 'extra'];
    cases.push({
      name: `${pathName(unknown)}: unknown`,
      path: unknown,
      rule: 'unknown',
      what: 'a key',
      entry: withValue(valid, unknown, 'x'),
      shape: [...shape, 'unknown'].join('>'),
    });
    for (const [name, field] of Object.entries(objectFields)) visit(field, [...path, name], value?.[name], shape);
  };
  visitObject(fields, [], valid, []);
  return cases;
}

/**
 * One case of each way to break each rule of each kind of field, at each of
 * the places Decap handles apart: at the top of the file, inside an object,
 * inside a list's item (the end-to-end test drives these through the real
 * editor; the unit test drives every case through the editor's own checks).
 */
export function representatives<Case extends RuleCase>(cases: readonly Case[]): Case[] {
  const seen = new Set<string>();
  return cases.filter((c) => {
    const containers = c.shape.split('>').slice(0, -1);
    const place = containers.includes('list') ? 'in a list item' : containers.includes('object') ? 'in an object' : 'at the top';
    const key = `${c.rule} ${c.what} ${c.shape.split('>').at(-1)} ${place} ${c.path.length === 0 ? '' : typeof c.path.at(-1)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
