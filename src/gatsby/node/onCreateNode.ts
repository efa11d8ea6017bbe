import type { GatsbyNode, Node } from 'gatsby';
import { isLanguage, isPageKey } from '../../config/routes';
import { checkDataValue, formatProblem } from '../../schema/contentCheck';
import { checkDataPath } from '../../schema/contentFiles';
import { pagePath } from '../../i18n/paths';

/** The gatsby-source-filesystem instance that reads `data/`. */
export const DATA_SOURCE = 'data';

interface FileNode extends Node {
  sourceInstanceName?: string;
  absolutePath?: string;
  relativePath?: string;
  relativeDirectory?: string;
  name?: string;
}

/**
 * Checks one parsed content file and returns its problems, each naming the
 * file (relative to the project, e.g. `data/ru/scripts.json`) and the field.
 * The build checks the raw text instead (checkDataPath), which adds lines and
 * columns; this is the same schema check for a value already in hand.
 */
export function checkDataFile(relativePath: string, content: unknown): string[] {
  return checkDataValue(relativePath, content).map(({ file, message }) => `${file}: ${message}`);
}

const isDataFile = (node: Node | undefined): node is FileNode & { relativePath: string; absolutePath: string } =>
  node?.internal.type === 'File' && (node as FileNode).sourceInstanceName === DATA_SOURCE && Boolean((node as FileNode).relativePath);

/** Problems of each version of each data file, so one file's many nodes (a list) report once. */
const checked = new Map<string, string[]>();

function fileProblems(file: FileNode & { relativePath: string; absolutePath: string }): string[] {
  const key = `${file.absolutePath}\0${file.internal.contentDigest}`;
  let problems = checked.get(key);
  if (!problems) {
    problems = checkDataPath(file.absolutePath, file.relativePath).map(formatProblem);
    checked.set(key, problems);
  }
  return problems;
}

/**
 * A data file is checked from its text as it is created or edited (onPreBootstrap
 * has already checked all of them once, before a build sources anything; this
 * catches edits under `gatsby develop`). Its JSON node gets its language, page
 * key and route only when the file is valid.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, reporter }) => {
  if (isDataFile(node)) {
    if (!/\.json$/i.test(node.relativePath)) return;
    const problems = fileProblems(node);
    if (problems.length > 0) reporter.panicOnBuild(`Invalid content in data/${node.relativePath}:\n  ${problems.join('\n  ')}`);
    return;
  }
  if (!node.parent || !node.internal.type.endsWith('Json')) return;
  const file = getNode(node.parent);
  if (!isDataFile(file) || fileProblems(file).length > 0) return;

  const lang = file.relativeDirectory!;
  const pageKey = file.name!;
  if (!isLanguage(lang) || !isPageKey(pageKey)) return;
  actions.createNodeField({ node, name: 'lang', value: lang });
  actions.createNodeField({ node, name: 'pageKey', value: pageKey });
  actions.createNodeField({ node, name: 'path', value: pagePath(pageKey, lang) });
};
