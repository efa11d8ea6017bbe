/**
 * The content check: every file under `data/` against the page schemas, read
 * as the raw text an editor wrote, not as the node gatsby-transformer-json
 * makes of it (which turns a list into one node per item, renames `id` to
 * `jsonId`, drops `children` and loses line numbers).
 *
 * The build (src/gatsby/onPreBootstrap.ts) and `npm run check:content`
 * (scripts/check-content.ts) both call checkContentDir, so an editor sees the
 * same problems in the same words from either. Nothing here imports Gatsby:
 * the check runs in about a second without a build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseTree, printParseErrorCode, findNodeAtLocation, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { isLanguage, isPageKey, LANGUAGES, PAGE_KEYS, type PageKey } from '../config/routes';
import { pageFields } from './pageSchemas';
import { findProblems } from './schema';

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
  parent: 'it becomes the file\'s node id',
  internal: 'it holds Gatsby\'s own bookkeeping',
  fields: 'it holds the fields the build adds',
  $loki: 'Gatsby\'s node store uses it',
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

/** 1-based line and column of a character offset (columns count UTF-16 units, as editors do). */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** The first syntax error of `text` in an editor's words, or undefined when it is valid JSON. */
function syntaxProblem(file: string, text: string): ContentProblem | undefined {
  const at = (offset: number, message: string): ContentProblem => ({ file, ...position(text, offset), message });
  if (text.charCodeAt(0) === 0xfeff) return at(0, 'the file starts with a byte order mark; save it as UTF-8 without BOM');
  if (text.trim() === '') return at(0, 'the file is empty; it must hold one JSON object');

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
function duplicateKeys(file: string, text: string, node: JsonNode | undefined, problems: ContentProblem[]): void {
  if (!node) return;
  if (node.type === 'object') {
    const seen = new Map<string, JsonNode>();
    for (const property of node.children ?? []) {
      const key = property.children?.[0];
      if (!key) continue;
      const name = String(key.value);
      const earlier = seen.get(name);
      if (earlier) {
        const { line } = position(text, earlier.offset);
        problems.push({ file, ...position(text, key.offset), message: `field "${name}" is given twice (first on line ${line}); only one is kept` });
      }
      seen.set(name, key);
    }
  }
  for (const child of node.children ?? []) duplicateKeys(file, text, child, problems);
}

/**
 * The location checks (folder and page key), which need no content. Returns
 * the page's key when the file may hold a page.
 */
function placeProblem(relativePath: string): ContentProblem | { pageKey: PageKey } {
  const file = `${DATA_DIR}/${relativePath}`;
  const [dir, ...rest] = relativePath.split('/');
  const key = path.posix.basename(relativePath, '.json');
  if (rest.length !== 1 || !isLanguage(dir)) {
    return { file, message: `content files live in ${LANGUAGES.map((lang) => `${DATA_DIR}/${lang}/`).join(' or ')} (found "${relativePath}")` };
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
  const file = `${DATA_DIR}/${relativePath}`;
  const syntax = syntaxProblem(file, text);
  if (syntax) return [syntax];

  const tree = parseTree(text, [], { disallowComments: true });
  const value: unknown = JSON.parse(text);
  const problems: ContentProblem[] = [];
  duplicateKeys(file, text, tree, problems);

  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  const reserved = isObject ? Object.keys(value).filter((key) => Object.prototype.hasOwnProperty.call(RESERVED_KEYS, key)) : [];
  for (const key of reserved) {
    const node = tree && findNodeAtLocation(tree, [key]);
    const at = node?.parent ? position(text, node.parent.offset) : {};
    problems.push({ file, ...at, message: `field "${key}" is reserved by Gatsby (${RESERVED_KEYS[key]}); rename or remove it` });
  }

  for (const problem of findProblems(value, pageFields(place.pageKey))) {
    if (problem.path.length === 1 && reserved.includes(String(problem.path[0]))) continue; // reported above
    const located = problem.missing ? problem.path.slice(0, -1) : problem.path;
    const node = tree && findNodeAtLocation(tree, [...located]);
    // A named field points at its name; a list item or the whole file at its value.
    const offset = node ? (node.parent?.type === 'property' ? node.parent.offset : node.offset) : 0;
    const message = Array.isArray(value) && value.length > 0 && problem.path.length === 0 ? `${problem.message} (a list would make one page per item)` : problem.message;
    problems.push({ file, ...position(text, offset), message });
  }
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/** The outcome of checking a whole data folder. */
export interface ContentReport {
  /** Every file that was read, relative to the project root. */
  readonly files: readonly string[];
  readonly problems: readonly ContentProblem[];
}

/** Content files under `dir`, recursively, as paths relative to it; dot files are skipped as gatsby-source-filesystem skips them. */
function listJsonFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) return listJsonFiles(path.join(dir, entry.name), `${relative}/`);
      return /\.json$/i.test(entry.name) ? [relative] : [];
    });
}

/**
 * Checks every content file of the project at `root` (the folder holding
 * `data/`) and that every page has a file in every language. All problems of
 * all files come back at once, so N broken files cost one run, not N.
 */
export function checkContentDir(root: string): ContentReport {
  const dataDir = path.join(root, DATA_DIR);
  const relativePaths = listJsonFiles(dataDir);
  const problems = relativePaths.flatMap((relativePath) =>
    checkDataText(relativePath, fs.readFileSync(path.join(dataDir, relativePath), 'utf8')),
  );
  const present = new Set(relativePaths);
  for (const lang of LANGUAGES) {
    for (const key of PAGE_KEYS) {
      if (!present.has(`${lang}/${key}.json`)) {
        problems.push({ file: `${DATA_DIR}/${lang}/${key}.json`, message: 'the file is missing (every page needs one per language)' });
      }
    }
  }
  return { files: relativePaths.map((relativePath) => `${DATA_DIR}/${relativePath}`), problems };
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
