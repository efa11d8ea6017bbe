/**
 * A tiny schema language for the content JSON in `data/`.
 *
 * One description per page serves twice: it is turned into GraphQL SDL for
 * `createTypes` (so queries are typed and never infer), and it validates each
 * data file before any query runs, so a maintainer's mistake fails the build
 * with the file and the field named instead of a silent `null` on a page.
 */
export type Field =
  | TextField
  | { kind: 'int'; optional?: boolean }
  | { kind: 'float'; optional?: boolean }
  | { kind: 'boolean'; optional?: boolean }
  | { kind: 'list'; of: Field; optional?: boolean; minItems?: number; maxItems: number }
  | { kind: 'object'; fields: Fields; optional?: boolean; typeName?: string };

export type Fields = Readonly<Record<string, Field>>;

/** `{{name}}` in a text: filled in by the build (from the page's field of that name) or by i18next (locales/). */
export type Placeholders = Readonly<Record<string, 'required' | 'optional'>>;

export interface TextField {
  kind: 'string';
  optional?: boolean;
  /** `href`: a link a page points to; `video`: a file a `<video>` element plays (t.href, t.video). */
  format?: 'href' | 'video';
  multiline?: boolean;
  maxLength: number;
  /** The one value the text may hold: a string product.md fixes letter for letter. The editor shows it read-only. */
  fixed?: string;
  /**
   * The placeholders the text may hold, and whether it must. A text with this
   * option may hold no other `{{...}}`; without it, braces are plain text.
   */
  placeholders?: Placeholders;
  /** How an empty optional text is written: left out (the default), or as "" where every item carries the key. */
  emptyAs?: '';
  /** The key of the list beside it whose size the text states in words («Шесть форматов»): the editor's preview compares them. */
  counts?: string;
}

/**
 * What one content file may cost. Each limit sits far above anything an
 * editor writes (data/ used at most a third of each when they were set) and
 * far below a pasted blob, so only an accident meets it. The text kinds of `t`
 * carry their length, lists their count; the content check applies all of
 * them to the raw file, and the CMS's field rules are generated from the same
 * fields (src/cms/config.ts).
 */
export const CONTENT_LIMITS = {
  /** Characters (UTF-16 units, as JavaScript and the editor count them) of a one-line text: a title, heading, label, name. */
  lineLength: 300,
  /** Characters of a paragraph (a multi-line text). */
  paragraphLength: 3000,
  /** Characters of a link. */
  linkLength: 2000,
  /** Items of one list. */
  listItems: 100,
  /** Bytes of one data file. */
  fileBytes: 256 * 1024,
  /** Objects and lists inside one another, the file's own object being the first. */
  depth: 32,
} as const;

/**
 * The characters no text may hold: the C0 controls but tab and line feed (NUL
 * and the rest are invisible, and invalid in HTML), as the source of a regular
 * expression character class, for this check and the CMS's field patterns.
 */
export const CONTROL_CHARACTER_CLASS = '\\u0000-\\u0008\\u000B-\\u001F';
const CONTROL_CHARACTER = new RegExp(`[${CONTROL_CHARACTER_CLASS}]`);
/**
 * Half of a character: a UTF-16 surrogate without its other half. JSON lets a file write one as an escape
 * (`"Bl\\ud800og"`), but no text is made of it: a browser draws it as U+FFFD and UTF-8 cannot encode it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Options of a text: the placeholders it may (or must) hold, and the list beside it whose size it states. */
type TextOptions = { placeholders?: Placeholders; counts?: string };

export const t = {
  /** A one-line text: a title, heading, label, name or button. */
  string: (opts: TextOptions = {}): Field => ({ kind: 'string', maxLength: CONTENT_LIMITS.lineLength, ...opts }),
  /** A paragraph: edited in a multi-line box. */
  text: (opts: TextOptions = {}): Field => ({ kind: 'string', multiline: true, maxLength: CONTENT_LIMITS.paragraphLength, ...opts }),
  /** A text product.md fixes letter for letter: it must read `value` exactly. */
  fixed: (value: string): Field => ({ kind: 'string', maxLength: CONTENT_LIMITS.lineLength, fixed: value }),
  /**
   * A link target rendered into an `href` or `src`: an http(s) address, a
   * `mailto:`/`tel:` link or a site path. Anything else (`javascript:`,
   * `data:`, `//host`) would run or load what the page never meant to.
   */
  href: (): Field => ({ kind: 'string', format: 'href', maxLength: CONTENT_LIMITS.linkLength }),
  /**
   * The address of a video file played in a `<video>` element (product §2): an
   * http(s) address or a site path, to a file of VIDEO_FILE_TYPES. A page
   * that shows a video (YouTube, VK Video) is not a file a `<video>` can play:
   * it would sit at 0:00.
   */
  video: (): Field => ({ kind: 'string', format: 'video', maxLength: CONTENT_LIMITS.linkLength }),
  int: (): Field => ({ kind: 'int' }),
  float: (): Field => ({ kind: 'float' }),
  boolean: (): Field => ({ kind: 'boolean' }),
  list: (of: Field, opts: { minItems?: number } = {}): Field => ({ kind: 'list', of, maxItems: CONTENT_LIMITS.listItems, ...opts }),
  /**
   * A nested object. Give it a `typeName` when the same shape is used on
   * several pages, so they share one GraphQL type (and one query fragment).
   */
  object: (fields: Fields, opts: { typeName?: string } = {}): Field => ({ kind: 'object', fields, ...opts }),
  /**
   * A field that may be left out. `emptyAs: ''` for a text that every item
   * carries even when empty (a project's videoUrl): the editor writes "" for it.
   */
  optional: (field: Field, opts: { emptyAs?: '' } = {}): Field => ({ ...field, optional: true, ...(field.kind === 'string' ? opts : {}) }),
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
export function toSDL(typeName: string, fields: Fields, head = `type ${typeName} @dontInfer`): string[] {
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

/** Longer texts are quoted by their start in a report, so a pasted blob does not become the report. */
const QUOTED_LENGTH = 60;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string' && value.length > QUOTED_LENGTH) {
    return `string ${JSON.stringify(value.slice(0, QUOTED_LENGTH))}... (${value.length} characters)`;
  }
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

/** A scheme letter for letter, either case (editors' patterns are compiled without flags). */
const anyCase = (text: string) => text.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);

/**
 * hrefProblem's rule as one regular expression (source text), for editors that
 * validate with a pattern, such as the CMS: a scheme of LINK_SCHEMES with
 * something after it, or a site path that does not leave the site.
 */
const HREF_FORM = `${anyCase('http')}[sS]?:\\/\\/[^\\s/]+\\S*|${anyCase('mailto')}:\\S(?:.*\\S)?|${anyCase('tel')}:\\S(?:.*\\S)?|\\/(?![/\\\\])\\S*`;
/**
 * The files a `<video>` element plays in every browser the site supports: MP4 (H.264) and WebM. MDN, "Media
 * container formats": https://developer.mozilla.org/en-US/docs/Web/Media/Formats/Containers
 */
export const VIDEO_MIME_TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;
export const VIDEO_FILE_TYPES = Object.keys(VIDEO_MIME_TYPES) as ReadonlyArray<keyof typeof VIDEO_MIME_TYPES>;
const VIDEO_EXTENSION = new RegExp(`\\.(${VIDEO_FILE_TYPES.join('|')})$`, 'i');

/** The path of a link (a site path, or an http(s) address's), without its query or fragment. */
const linkPath = (address: string) => (address.startsWith('/') ? address.split(/[?#]/)[0]! : new URL(address).pathname);

/** The media type of the video file `address` (a valid t.video() value) links to, for its `<source type>`. */
export function videoMimeType(address: string): string {
  const type = VIDEO_EXTENSION.exec(linkPath(address))?.[1]?.toLowerCase() as keyof typeof VIDEO_MIME_TYPES | undefined;
  return VIDEO_MIME_TYPES[type ?? 'mp4'];
}
/** videoProblem's rule as a pattern: an https address or a site path whose path (before ? or #) ends in a video file's extension. */
const VIDEO_FORM = `(?:${anyCase('https')}:\\/\\/[^\\s/?#]+\\/[^\\s?#]*|\\/(?![/\\\\])[^\\s?#]*)\\.(?:${VIDEO_FILE_TYPES.map(anyCase).join('|')})(?:[?#]\\S*)?`;

/** `{{name}}`: a placeholder, as the check, the build's filling-in and i18next's interpolation read it. */
export const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** placeholderProblem's rule as lookaheads: no `{{...}}` but the allowed names, and each required one present. */
function placeholderPattern(placeholders: Placeholders): string {
  const names = Object.keys(placeholders).map(escapeRegExp);
  const allowed = names.length > 0 ? `(?!\\s*(?:${names.join('|')})\\s*\\}\\})` : '';
  const required = Object.entries(placeholders)
    .filter(([, need]) => need === 'required')
    .map(([name]) => `(?=[\\s\\S]*\\{\\{\\s*${escapeRegExp(name)}\\s*\\}\\})`);
  return `(?![\\s\\S]*\\{\\{${allowed}[^{}]*\\}\\})${required.join('')}`;
}

/**
 * checkField's rules for a text as one regular expression (source text), for
 * editors that validate with a pattern, such as the CMS (Decap compiles it
 * without flags and skips it for an empty value): a fixed text's one value;
 * otherwise at most `maxLength` characters and no control character; then a
 * link's form, or the placeholders the text may and must hold and, for a
 * required text, something besides spaces.
 */
export function textPattern(field: TextField): string {
  if (field.fixed !== undefined) return `^${escapeRegExp(field.fixed)}$`;
  const limits = `^(?=[^${CONTROL_CHARACTER_CLASS}]{0,${field.maxLength}}$)`;
  if (field.format === 'href') return `${limits}(?:${HREF_FORM})$`;
  if (field.format === 'video') return `${limits}${VIDEO_FORM}$`;
  const placeholders = field.placeholders ? placeholderPattern(field.placeholders) : '';
  return `${limits}${placeholders}${field.optional ? '' : '[\\s\\S]*\\S'}`;
}

/** The names of the placeholders in `text`, in order (trimmed, as i18next reads `{{ year }}`). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!.trim());
}

/** `text` with each placeholder that `values` names replaced by its value; others stay as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name.trim()];
    return typeof value === 'string' ? value : whole;
  });
}

/** Why `text` breaks its placeholder rules: a placeholder it may not hold, or one it must hold and lacks. */
function placeholderProblem(text: string, placeholders: Placeholders): { message: string; placeholder: string } | undefined {
  const allowed = Object.keys(placeholders);
  const may = allowed.length > 0 ? `it may hold ${allowed.map((name) => `{{${name}}}`).join(', ')}` : 'it may hold none';
  const unknown = placeholdersIn(text).find((name) => !allowed.includes(name));
  if (unknown !== undefined)
    return { placeholder: unknown, message: `holds the placeholder {{${unknown}}}, which is never filled in here (${may})` };
  const present = new Set(placeholdersIn(text));
  const lacking = allowed.find((name) => placeholders[name] === 'required' && !present.has(name));
  if (lacking !== undefined) return { placeholder: lacking, message: `must hold the placeholder {{${lacking}}}` };
  return undefined;
}

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
    if (!LINK_SCHEMES.has(`${scheme[1]!.toLowerCase()}:`) || seen.length === scheme[0].length) return `must be ${LINK_EXPECTED}`;
    return /^https?:$/i.test(`${scheme[1]}:`) && !parsesAsUrl(value) ? 'is not a valid web address' : undefined;
  }
  // "//host/x" and "/\host/x" leave the site; "videos/x.mp4" resolves against the page, not the site root.
  if (!seen.startsWith('/') || /^\/[/\\]/.test(seen)) return `must be ${LINK_EXPECTED}`;
  return undefined;
}

/**
 * Why `value` is not the address of a video file a `<video>` element plays, or undefined when it is one: a safe link
 * (hrefProblem), on the site or on https (the pages' media-src allows no http: and browsers refuse mixed content),
 * whose path ends in one of VIDEO_FILE_TYPES.
 */
export function videoProblem(value: string): string | undefined {
  const expected = `must be a direct link to a video file (${VIDEO_FILE_TYPES.map((type) => `.${type}`).join(' or ')}), such as /videos/name.mp4 or https://example.com/name.mp4, not a page that shows a video`;
  const link = hrefProblem(value);
  if (link) return /spaces|valid web address/.test(link) ? link : expected;
  if (/^(?:mailto|tel|http):/i.test(value) || /\s/.test(value)) return expected;
  return VIDEO_EXTENSION.test(linkPath(value)) ? undefined : expected;
}

/** Which rule of checkField a problem breaks: what an editor's message is chosen by (src/cms/messages.ts). */
export type ProblemRule =
  'file' | 'missing' | 'type' | 'length' | 'control' | 'blank' | 'fixed' | 'link' | 'placeholder' | 'minItems' | 'maxItems' | 'unknown';

/** One validation problem: where in the file (a JSON path) and what is wrong there. */
export interface SchemaProblem {
  /** The path of the offending value; for a missing field, the path the field should have. */
  readonly path: ReadonlyArray<string | number>;
  readonly rule: ProblemRule;
  /** The field's description in the schema (none for an unknown field or the file itself). */
  readonly field?: Field;
  /** For a list's count: how many items it has. */
  readonly count?: number;
  readonly missing?: boolean;
  /** For a problem with one character of a text: its index in the text (as decoded from the file). */
  readonly index?: number;
  /** A sentence naming the field, e.g. `field "items[0].title" is missing`. */
  readonly message: string;
}

/** U+0000 for a NUL: how a report names one character. */
const codePoint = (char: string) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** A control character as JSON escapes it (`\u0000`, `\n`), so a report never prints one. */
// eslint-disable-next-line no-control-regex -- finding control characters is this function's purpose
const escapeControls = (text: string) => text.replace(/[\u0000-\u001F]/g, (char) => JSON.stringify(char).slice(1, -1));

/** `items[0].title`, as reports name a field. */
export function pathName(path: ReadonlyArray<string | number>): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${escapeControls(part)}`)).join('');
}

type Path = ReadonlyArray<string | number>;

function checkField(value: unknown, field: Field, path: Path, errors: SchemaProblem[]): void {
  const name = pathName(path);
  const problem = (rule: ProblemRule, message: string, extra: { missing?: boolean; index?: number; count?: number } = {}) =>
    errors.push({ path, rule, field, message: `field "${name}" ${message}`, ...extra });
  if (value === undefined || value === null) {
    if (!field.optional) problem('missing', 'is missing', value === undefined ? { missing: true } : {});
    return;
  }
  const wrong = () => problem('type', `must be ${EXPECTED[field.kind]}, found ${describe(value)}`);
  switch (field.kind) {
    case 'string': {
      if (typeof value !== 'string') return void wrong();
      if (field.fixed !== undefined) {
        if (value !== field.fixed)
          problem(
            'fixed',
            `must read exactly ${JSON.stringify(field.fixed)} (product.md fixes it letter for letter), found ${describe(value)}`,
          );
        return;
      }
      if (value.length > field.maxLength)
        return void problem('length', `must be at most ${field.maxLength} characters long, found ${value.length}`);
      // Before the blank check: trim() takes a vertical tab or form feed for a space, and an optional blank text is kept.
      const control = CONTROL_CHARACTER.exec(value);
      if (control)
        return void problem('control', `must not hold a control character, found ${codePoint(control[0])}`, { index: control.index });
      const half = LONE_SURROGATE.exec(value);
      if (half)
        return void problem('control', `must not hold half of a character (a lone surrogate, ${codePoint(half[0])})`, {
          index: half.index,
        });
      if (value.trim() === '') {
        if (!field.optional) problem('blank', 'must not be empty');
        return;
      }
      const linkProblem = field.format === 'href' ? hrefProblem(value) : field.format === 'video' ? videoProblem(value) : undefined;
      if (linkProblem) return void problem('link', `${linkProblem}, found ${JSON.stringify(value)}`);
      const placeholders = field.placeholders ? placeholderProblem(value, field.placeholders) : undefined;
      if (placeholders) problem('placeholder', placeholders.message);
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
        problem('minItems', `must have at least ${field.minItems} item(s), found ${value.length}`, { count: value.length });
      }
      // Past the limit the items are not checked one by one: a pasted list of a million would be a million lines.
      if (value.length > field.maxItems)
        return void problem('maxItems', `must have at most ${field.maxItems} items, found ${value.length}`, { count: value.length });
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
        rule: 'unknown',
        message: `field "${pathName([...path, name])}" is not a known field (expected one of: ${Object.keys(fields).join(', ')})`,
      });
    }
  }
}

/** Every problem with `value` against `fields`, each with the JSON path it is at. */
export function findProblems(value: unknown, fields: Fields): SchemaProblem[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ path: [], rule: 'file', message: `the file must hold one JSON object, found ${describe(value)}` }];
  }
  const errors: SchemaProblem[] = [];
  checkObject(value as Record<string, unknown>, fields, [], errors);
  return errors;
}

/** Every problem with `value` against `fields`, as human sentences naming the field path. */
export function validate(value: unknown, fields: Fields): string[] {
  return findProblems(value, fields).map((problem) => problem.message);
}
