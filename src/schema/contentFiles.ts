/**
 * The content check over a project's files on disk: every file of `data/`
 * and both languages' `locales/<language>/common.json`, with the rules of
 * ./contentCheck.ts. A file past the size limit is read no further than the
 * limit, so even a file too large for one string is reported, not thrown on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { LANGUAGES, PAGE_KEYS } from '../config/routes';
import {
  checkDataText,
  checkLocaleText,
  type ContentProblem,
  DATA_DIR,
  decodeContentFile,
  placeProblem,
  sizeProblems,
} from './contentCheck';
import { localeFile } from './locales';
import { CONTENT_LIMITS } from './schema';

/** Every problem of the content file at `absolutePath` (`relativePath` inside data/). */
export function checkDataPath(absolutePath: string, relativePath: string): ContentProblem[] {
  const bytes = fs.statSync(absolutePath).size;
  const place = placeProblem(relativePath);
  if ('message' in place) return [place];
  if (bytes <= CONTENT_LIMITS.fileBytes) {
    const read = decodeContentFile(`${DATA_DIR}/${relativePath}`, fs.readFileSync(absolutePath));
    return 'problem' in read ? [read.problem] : checkDataText(relativePath, read.text);
  }
  const prefix = Buffer.alloc(CONTENT_LIMITS.fileBytes);
  const fd = fs.openSync(absolutePath, 'r');
  try {
    fs.readSync(fd, prefix, 0, prefix.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  return sizeProblems(`${DATA_DIR}/${relativePath}`, prefix.toString('utf8'), bytes);
}

/** The outcome of checking a whole data folder. */
export interface ContentReport {
  /** Every file that was read, relative to the project root. */
  readonly files: readonly string[];
  readonly problems: readonly ContentProblem[];
}

/** Content files under `dir`, recursively, as paths relative to it; dot files are skipped as gatsby-source-filesystem skips them. */
const listJsonFiles = (dir: string): string[] =>
  fs.existsSync(dir) ? globSync('**/*.json', { cwd: dir, caseSensitiveMatch: false }).sort() : [];

/**
 * Checks every content file of the project at `root` (the folder holding
 * `data/` and `locales/`) and that every page has a file in every language.
 * All problems of all files come back at once, so N broken files cost one
 * run, not N.
 */
export function checkContentDir(root: string): ContentReport {
  const dataDir = path.join(root, DATA_DIR);
  const relativePaths = listJsonFiles(dataDir);
  const problems = relativePaths.flatMap((relativePath) => checkDataPath(path.join(dataDir, relativePath), relativePath));
  const present = new Set(relativePaths);
  for (const lang of LANGUAGES) {
    for (const key of PAGE_KEYS) {
      if (!present.has(`${lang}/${key}.json`)) {
        problems.push({ file: `${DATA_DIR}/${lang}/${key}.json`, message: 'the file is missing (every page needs one per language)' });
      }
    }
  }
  const locales = LANGUAGES.map(localeFile).filter((file) => fs.existsSync(path.join(root, file)));
  for (const lang of LANGUAGES) {
    const file = localeFile(lang);
    if (!locales.includes(file)) {
      problems.push({ file, message: 'the file is missing (the header, footer, 404 page and blog read their words from it)' });
    } else if (fs.statSync(path.join(root, file)).size > CONTENT_LIMITS.fileBytes) {
      problems.push({
        file,
        message: `the file is larger than ${CONTENT_LIMITS.fileBytes / 1024} KB (${CONTENT_LIMITS.fileBytes} bytes), the most a content file may hold`,
      });
    } else {
      const read = decodeContentFile(file, fs.readFileSync(path.join(root, file)));
      problems.push(...('problem' in read ? [read.problem] : checkLocaleText(lang, read.text)));
    }
  }
  return { files: [...relativePaths.map((relativePath) => `${DATA_DIR}/${relativePath}`), ...locales], problems };
}
