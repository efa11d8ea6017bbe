/**
 * The content check: every file under `data/` against the page schemas, and
 * the UI strings of `locales/<language>/common.json` against theirs
 * (./locales.ts), read as the raw text an editor wrote, not as the node
 * gatsby-transformer-json makes of it (which turns a list into one node per
 * item, renames `id` to `jsonId`, drops `children` and loses line numbers).
 *
 * The build (src/gatsby/node/onPreBootstrap.ts) and `npm run check:content`
 * (scripts/check-content.ts) both call checkContentDir (./contentFiles.ts),
 * so an editor sees the same problems in the same words from either, and the
 * CMS runs checkDataText on an entry before saving it (src/cms/saveCheck.ts).
 * Nothing here imports Gatsby or Node: the check runs in about a second
 * without a build, and in the browser.
 */
import { createScanner, parseTree, printParseErrorCode, type Node as JsonNode, type ParseError, type SyntaxKind } from 'jsonc-parser';
import { isLanguage, isPageKey, type Language, LANGUAGES, PAGE_KEYS, type PageKey } from '../config/routes';
import { localeFields, localeFile } from './locales';
import { pageFields } from './pageSchemas';
import { CONTENT_LIMITS, type Fields, findProblems, pathName } from './schema';

/** The folder of the content files, relative to the project root. */
export const DATA_DIR = 'data';

/** One problem in one file; `line` and `column` (1-based) when it has a place in the text. */
export interface ContentProblem {
  /** Relative to the project root, with forward slashes: `data/en/team.json`. */
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  readonly message: string;
}

/** `data/en/team.json:12:7: field "members.items[0].name" must not be empty`: the form editors and terminals link. */
export function formatProblem({ file, line, column, message }: ContentProblem): string {
  return line === undefined ? `${file}: ${message}` : `${file}:${line}:${column}: ${message}`;
}

/**
 * Top-level keys Gatsby keeps for itself on every node: gatsby-transformer-json
 * copies a file's `id` to `jsonId` and overwrites `id`, `children`, `parent`
 * and `internal` (gatsby-transformer-json/gatsby-node.js, transformObject).
 */
const RESERVED_KEYS: Readonly<Record<string, string>> = {
  id: 'it becomes the node id and the value moves to "jsonId"',
  children: 'it becomes the list of child nodes and the value is dropped',
  parent: "it becomes the file's node id",
  internal: "it holds Gatsby's own bookkeeping",
  fields: 'it holds the fields the build adds',
  $loki: "Gatsby's node store uses it",
};

/** What a JSON syntax error means to an editor (jsonc-parser's error codes). */
const SYNTAX_REASONS: Readonly<Record<ReturnType<typeof printParseErrorCode>, string>> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'not a valid JSON number',
  PropertyNameExpected: 'a field name in double quotes is expected here',
  ValueExpected: 'a value is expected here',
  ColonExpected: 'a colon (:) is expected after the field name',
  CommaExpected: 'a comma is expected before this item',
  CloseBraceExpected: 'a closing } is expected',
  CloseBracketExpected: 'a closing ] is expected',
  EndOfFileExpected: 'the file must end after its closing }',
  InvalidCommentToken: 'JSON allows no comments',
  UnexpectedEndOfComment: 'JSON allows no comments',
  UnexpectedEndOfString: 'the text is not closed with a double quote (")',
  UnexpectedEndOfNumber: 'the number is incomplete',
  InvalidUnicode: 'invalid \\u escape (four hexadecimal digits are expected)',
  InvalidEscapeCharacter: 'invalid escape: a backslash may only precede " \\ / b f n r t or u',
  InvalidCharacter: 'a line break or control character inside text (write a line break as \\n)',
  '<unknown ParseErrorCode>': 'invalid JSON',
};

/** The offsets where the lines of the text last located start: a file with thousands of problems is indexed once. */
let lineStarts: { text: string; starts: number[] } | undefined;

/** 1-based line and column of a character offset (columns count UTF-16 units, as editors do). */
function position(text: string, offset: number): { line: number; column: number } {
  if (lineStarts?.text !== text) {
    const starts = [0];
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
    lineStarts = { text, starts };
  }
  const { starts } = lineStarts;
  let [low, high] = [0, starts.length - 1];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

type Path = ReadonlyArray<string | number>;

/** jsonc-parser's token kinds the walk below reads (SyntaxKind is a const enum, which isolated modules cannot read). */
const TOKEN = {
  openBrace: 1,
  closeBrace: 2,
  openBracket: 3,
  closeBracket: 4,
  comma: 5,
  colon: 6,
  string: 10,
  end: 17,
} as const satisfies Record<string, SyntaxKind>;

/** `field "a.b" ` for a report, or nothing for the file's own object. */
const fieldPrefix = (path: Path) => (path.length > 0 ? `field "${pathName(path)}" ` : '');

/**
 * Walks the tokens of `text` with jsonc-parser's scanner, a loop with one
 * frame per open object or list rather than a call per level, so no nesting
 * can exhaust the stack (parseTree recurses once per level). Stops at the first
 * bracket that would open level `maxDepth + 1`; otherwise reads to the end
 * (of a cut-off prefix too) and returns the path of the value it ends in.
 */
function walkTokens(text: string, maxDepth: number): { tooDeep?: { offset: number; at: Path }; at: Path } {
  const scanner = createScanner(text, false);
  const frames: Array<{ list: boolean; index: number; key?: string; readingKey: boolean }> = [];
  const here = (): Path =>
    frames.flatMap((frame): Array<string | number> =>
      frame.list ? [frame.index] : frame.readingKey || frame.key === undefined ? [] : [frame.key],
    );
  for (let token: number = scanner.scan(); token !== TOKEN.end; token = scanner.scan()) {
    const top = frames[frames.length - 1];
    switch (token) {
      case TOKEN.openBrace:
      case TOKEN.openBracket:
        if (frames.length === maxDepth) return { tooDeep: { offset: scanner.getTokenOffset(), at: here() }, at: here() };
        frames.push({ list: token === TOKEN.openBracket, index: 0, readingKey: token === TOKEN.openBrace });
        break;
      case TOKEN.closeBrace:
      case TOKEN.closeBracket:
        frames.pop();
        break;
      case TOKEN.comma:
        if (top?.list) top.index += 1;
        else if (top) top.readingKey = true;
        break;
      case TOKEN.colon:
        if (top && !top.list) top.readingKey = false;
        break;
      case TOKEN.string:
        if (top && !top.list && top.readingKey) top.key = scanner.getTokenValue();
        break;
    }
  }
  return { at: here() };
}

/** Objects and lists nested past CONTENT_LIMITS.depth: the bracket that opens one level too many, and its field. */
function depthProblem(file: string, text: string, tooDeep: { offset: number; at: Path }): ContentProblem {
  const limit = CONTENT_LIMITS.depth;
  return {
    file,
    ...position(text, tooDeep.offset),
    message: `${fieldPrefix(tooDeep.at)}opens level ${limit + 1} of objects and lists inside one another; content nests at most ${limit} levels`,
  };
}

/**
 * A file past CONTENT_LIMITS.fileBytes, from its first `fileBytes` bytes:
 * where it passes the limit and in which field (and, when that part of it
 * already nests too deep, that first).
 */
export function sizeProblems(file: string, prefix: string, bytes: number): ContentProblem[] {
  const limit = CONTENT_LIMITS.fileBytes;
  const { tooDeep, at } = walkTokens(prefix, CONTENT_LIMITS.depth);
  const where = tooDeep || at.length === 0 ? 'the file is larger than' : `${fieldPrefix(at)}takes the file past`;
  return [
    ...(tooDeep ? [depthProblem(file, prefix, tooDeep)] : []),
    {
      file,
      ...position(prefix, prefix.length),
      message: `${where} ${limit / 1024} KB (${limit} bytes), the most a content file may hold: it has ${bytes} bytes`,
    },
  ];
}

/**
 * A content file's bytes as its text, or the first place where they are not UTF-8. Read leniently, a stray byte
 * (0xFF, or a file saved in Windows-1251) would become U+FFFD, a "�" published on the page with no one warned.
 * The place is found by decoding ever shorter beginnings of the file strictly (a beginning that ends inside a valid
 * character still decodes), so the report names the line, column and field as for any other problem.
 */
export function decodeContentFile(file: string, bytes: Uint8Array): { text: string } | { problem: ContentProblem } {
  const strict = () => new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const validUpTo = (end: number) => {
    try {
      strict().decode(bytes.subarray(0, end), { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  if (validUpTo(bytes.length)) {
    try {
      return { text: strict().decode(bytes) };
    } catch {
      // Valid but for a character cut off by the end of the file: found below like any other.
    }
  }
  // The shortest beginning that fails to decode ends with the byte that breaks it (the whole file, at worst).
  let [low, high] = [0, bytes.length];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (validUpTo(middle + 1)) low = middle + 1;
    else high = middle;
  }
  const before = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, low), { stream: true });
  // Where the broken character starts: after the last whole one.
  const start = new TextEncoder().encode(before).length;
  const found = [...bytes.subarray(start, Math.min(low + 1, bytes.length))]
    .map((byte) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join(' ');
  const { at } = walkTokens(before, CONTENT_LIMITS.depth);
  const where = at.length > 0 ? fieldPrefix(at) : 'the file ';
  return {
    problem: {
      file,
      ...position(before, before.length),
      message: `${where}holds bytes that are not UTF-8 (${found}); save the file as UTF-8`,
    },
  };
}

/** The first syntax error of `text` in an editor's words, or undefined when it is valid JSON. */
function syntaxProblem(file: string, text: string): ContentProblem | undefined {
  const at = (offset: number, message: string): ContentProblem => ({ file, ...position(text, offset), message });
  if (text.charCodeAt(0) === 0xfeff) return at(0, 'the file starts with a byte order mark; save it as UTF-8 without BOM');
  if (text.trim() === '') return at(0, 'the file is empty; it must hold one JSON object');
  // Before anything builds a tree: parseTree calls itself once per level, and so would any walk of the value.
  const { tooDeep } = walkTokens(text, CONTENT_LIMITS.depth);
  if (tooDeep) return depthProblem(file, text, tooDeep);

  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first) {
    // A comma before a closing bracket is the commonest slip: point at the comma, not at the bracket.
    const trailing = /,(\s*)$/.exec(text.slice(0, first.offset));
    if (trailing && /^[}\]]/.test(text.slice(first.offset))) {
      return at(first.offset - trailing[0].length, 'trailing comma: JSON allows no comma after the last item');
    }
    const reason = SYNTAX_REASONS[printParseErrorCode(first.error)];
    const found = text.slice(first.offset, first.offset + Math.max(first.length, 1)).slice(0, 20);
    return at(first.offset, found.trim() ? `${reason} (found ${JSON.stringify(found)})` : reason);
  }
  // jsonc-parser is a little more lenient than JSON.parse (which gatsby-transformer-json uses); never pass what it rejects.
  try {
    JSON.parse(text);
  } catch (error) {
    const offset = Number(/position (\d+)/.exec(String(error))?.[1] ?? 0);
    return at(offset, `invalid JSON: ${(error as Error).message}`);
  }
  return undefined;
}

/** Keys given twice in one object: JSON.parse silently keeps the last, so the first edit is lost. */
function duplicateKeys(file: string, text: string, root: JsonNode | undefined, problems: ContentProblem[]): void {
  const pending = root ? [root] : [];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === 'object') {
      const seen = new Map<string, JsonNode>();
      for (const property of node.children ?? []) {
        const key = property.children?.[0];
        if (!key) continue;
        const name = String(key.value);
        const earlier = seen.get(name);
        if (earlier) {
          const { line } = position(text, earlier.offset);
          problems.push({
            file,
            ...position(text, key.offset),
            message: `field "${pathName([name])}" is given twice (first on line ${line}); only one is kept`,
          });
        }
        seen.set(name, key);
      }
    }
    for (const child of node.children ?? []) pending.push(child);
  }
}

/**
 * findNodeAtLocation with each object's keys indexed once, so that locating
 * every problem of a file with thousands of unknown keys stays linear. The
 * first property of a name wins, as in jsonc-parser.
 */
function nodeLocator(tree: JsonNode | undefined): (path: Path) => JsonNode | undefined {
  const keys = new WeakMap<JsonNode, Map<string, JsonNode>>();
  const valueOf = (object: JsonNode, key: string) => {
    let byKey = keys.get(object);
    if (!byKey) {
      byKey = new Map();
      for (const property of object.children ?? []) {
        const [name, value] = property.children ?? [];
        if (name && value && !byKey.has(String(name.value))) byKey.set(String(name.value), value);
      }
      keys.set(object, byKey);
    }
    return byKey.get(key);
  };
  return (path) => {
    let node = tree;
    for (const segment of path) {
      if (!node) return undefined;
      node =
        typeof segment === 'number'
          ? node.type === 'array'
            ? node.children?.[segment]
            : undefined
          : node.type === 'object'
            ? valueOf(node, segment)
            : undefined;
    }
    return node;
  };
}

/**
 * The offset in `text` of character `index` of the string whose token (with
 * its quotes) starts at `tokenOffset`: an escape (`\u0000`, `\n`) is one
 * character of the value, so a report points at the escape itself.
 */
function characterOffset(text: string, tokenOffset: number, index: number): number {
  let offset = tokenOffset + 1;
  for (let i = 0; i < index; i++) offset += text[offset] !== '\\' ? 1 : text[offset + 1] === 'u' ? 6 : 2;
  return offset;
}

/**
 * The location checks (folder and page key), which need no content. Returns
 * the page's key when the file may hold a page.
 */
export function placeProblem(relativePath: string): ContentProblem | { pageKey: PageKey } {
  const file = `${DATA_DIR}/${relativePath}`;
  const [dir, ...rest] = relativePath.split('/');
  const key = relativePath.slice(relativePath.lastIndexOf('/') + 1).replace(/\.json$/, '');
  if (rest.length !== 1 || !isLanguage(dir)) {
    return {
      file,
      message: `content files live in ${LANGUAGES.map((lang) => `${DATA_DIR}/${lang}/`).join(' or ')} (found "${relativePath}")`,
    };
  }
  if (!isPageKey(key)) {
    return { file, message: `unknown page "${key}"; a data file must be named after a page: ${PAGE_KEYS.join(', ')}` };
  }
  return { pageKey: key };
}

/**
 * Problems of an already parsed value, without positions (there is no text to
 * point into). `relativePath` is inside data/, e.g. `ru/scripts.json`.
 */
export function checkDataValue(relativePath: string, value: unknown): ContentProblem[] {
  const place = placeProblem(relativePath);
  if ('message' in place) return [place];
  const file = `${DATA_DIR}/${relativePath}`;
  return findProblems(value, pageFields(place.pageKey)).map(({ message }) => ({ file, message }));
}

/**
 * Every problem of one content file, from its raw text: the first JSON syntax
 * error (line, column, reason), or else duplicate and reserved keys and every
 * schema problem, each at the line and column of the field it names (a
 * missing field: of the object that should hold it).
 */
export function checkDataText(relativePath: string, text: string): ContentProblem[] {
  const place = placeProblem(relativePath);
  if ('message' in place) return [place];
  return checkJsonText(`${DATA_DIR}/${relativePath}`, text, pageFields(place.pageKey), { gatsbyNode: true });
}

/** Every problem of `locales/<language>/common.json`, from its raw text, as checkDataText reports a page's. */
export function checkLocaleText(language: Language, text: string): ContentProblem[] {
  return checkJsonText(localeFile(language), text, localeFields(language), { gatsbyNode: false });
}

/**
 * The checks of one JSON file's text against `fields`. `gatsbyNode`: the file
 * becomes a Gatsby node of its own (data/), whose reserved keys it may not use.
 */
function checkJsonText(file: string, text: string, fields: Fields, { gatsbyNode }: { gatsbyNode: boolean }): ContentProblem[] {
  const encoded = new TextEncoder().encode(text);
  if (encoded.length > CONTENT_LIMITS.fileBytes) {
    return sizeProblems(file, new TextDecoder().decode(encoded.subarray(0, CONTENT_LIMITS.fileBytes)), encoded.length);
  }
  const syntax = syntaxProblem(file, text);
  if (syntax) return [syntax];

  const tree = parseTree(text, [], { disallowComments: true });
  const nodeAt = nodeLocator(tree);
  const value: unknown = JSON.parse(text);
  const problems: ContentProblem[] = [];
  duplicateKeys(file, text, tree, problems);

  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  const reserved =
    gatsbyNode && isObject ? Object.keys(value).filter((key) => Object.prototype.hasOwnProperty.call(RESERVED_KEYS, key)) : [];
  for (const key of reserved) {
    const node = nodeAt([key]);
    const at = node?.parent ? position(text, node.parent.offset) : {};
    problems.push({ file, ...at, message: `field "${key}" is reserved by Gatsby (${RESERVED_KEYS[key]}); rename or remove it` });
  }

  for (const problem of findProblems(value, fields)) {
    if (problem.path.length === 1 && reserved.includes(String(problem.path[0]))) continue; // reported above
    const located = problem.missing ? problem.path.slice(0, -1) : problem.path;
    const node = nodeAt(located);
    // A named field points at its name; a list item or the whole file at its value; one character of a text at itself.
    const offset = !node
      ? 0
      : problem.index !== undefined
        ? characterOffset(text, node.offset, problem.index)
        : node.parent?.type === 'property'
          ? node.parent.offset
          : node.offset;
    const message =
      Array.isArray(value) && value.length > 0 && problem.path.length === 0
        ? `${problem.message} (a list would make one page per item)`
        : problem.message;
    problems.push({ file, ...position(text, offset), message });
  }
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/** The report both the build and `npm run check:content` print. */
export function describeProblems(problems: readonly ContentProblem[]): string {
  const files = new Set(problems.map((problem) => problem.file)).size;
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [
    `Invalid content: ${count(problems.length, 'problem')} in ${count(files, 'file')} (check without a build: npm run check:content)`,
    ...problems.map((problem) => `  ${formatProblem(problem)}`),
  ].join('\n');
}
