import path from 'node:path';
import type { GatsbyNode, Node } from 'gatsby';
import { isLanguage, isPageKey, LANGUAGES, PAGE_KEYS } from '../config/routes';
import { pageFields } from '../schema/pageSchemas';
import { validate } from '../schema/schema';
import { pagePath } from '../i18n/paths';

/** The gatsby-source-filesystem instance that reads `data/`. */
export const DATA_SOURCE = 'data';

/** Keys Gatsby and gatsby-transformer-json add to every JSON node; not content. */
const NODE_KEYS = new Set(['id', 'parent', 'children', 'internal', 'fields', '$loki']);

interface FileNode extends Node {
  sourceInstanceName?: string;
  relativePath?: string;
  relativeDirectory?: string;
  name?: string;
}

/**
 * Checks one content file and returns its problems, each naming the file
 * (relative to the project, e.g. `data/ru/scripts.json`) and the field.
 */
export function checkDataFile(relativePath: string, content: Record<string, unknown>): string[] {
  const file = `data/${relativePath}`;
  const [dir, ...rest] = relativePath.split('/');
  const key = path.basename(relativePath, '.json');
  if (rest.length !== 1 || !isLanguage(dir)) {
    return [`${file}: content files live in data/${LANGUAGES.join('/ or data/')}/ (found "${relativePath}")`];
  }
  if (!isPageKey(key)) {
    return [`${file}: unknown page "${key}"; a data file must be named after a page: ${PAGE_KEYS.join(', ')}`];
  }
  const data = Object.fromEntries(Object.entries(content).filter(([k]) => !NODE_KEYS.has(k)));
  return validate(data, pageFields(key)).map((problem) => `${file}: ${problem}`);
}

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, reporter }) => {
  if (!node.parent || !node.internal.type.endsWith('Json')) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.internal.type !== 'File' || file.sourceInstanceName !== DATA_SOURCE || !file.relativePath) return;

  const problems = checkDataFile(file.relativePath, node as unknown as Record<string, unknown>);
  if (problems.length > 0) {
    reporter.panicOnBuild(`Invalid content in data/${file.relativePath}:\n  ${problems.join('\n  ')}`);
    return;
  }
  const lang = file.relativeDirectory!;
  const pageKey = file.name!;
  if (!isLanguage(lang) || !isPageKey(pageKey)) return;
  actions.createNodeField({ node, name: 'lang', value: lang });
  actions.createNodeField({ node, name: 'pageKey', value: pageKey });
  actions.createNodeField({ node, name: 'path', value: pagePath(pageKey, lang) });
};
