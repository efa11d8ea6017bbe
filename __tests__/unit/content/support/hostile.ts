import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './project';

/*
 * The files a probe with hostile input got past the content check
 * (or crashed it with), made from the shipped data so that everything but the
 * one change is valid.
 */
const shipped = (relativePath: string) => fs.readFileSync(path.join(REPO_ROOT, 'data', relativePath), 'utf8');

/** data/ru/blog.json with a 5 MB description (it passed as "Content OK"); the repeated words are 44 bytes of UTF-8. */
export const fiveMegabyteDescription = (): string =>
  shipped('ru/blog.json').replace(
    /"description": "[^"]*"/,
    `"description": "${'Очень длинное описание. '.repeat(Math.ceil((5 * 1024 * 1024) / 44))}"`,
  );

/** data/en/contacts.json whose heading is "Con\u0000tacts", the NUL written as a JSON escape (it reached the HTML). */
export const escapedNul = (): string => shipped('en/contacts.json').replace('"heading": "Contacts"', '"heading": "Con\\u0000tacts"');

/** data/en/blog.json whose lead is a list nested `depth` levels deep (4 000 overflowed the check's stack). */
export const deeplyNested = (depth = 4000): string =>
  shipped('en/blog.json').replace(/"lead": "[^"]*"/, `"lead": ${'['.repeat(depth)}${']'.repeat(depth)}`);

/*
 * Two files the check accepted, each with a character the page cannot show as written.
 */

/** data/en/contacts.json whose heading holds a raw 0xFF byte ("Con\xFFtacts"), which UTF-8 reading turned into U+FFFD. */
export const rawFfByte = (): Buffer => {
  const [before, after] = shipped('en/contacts.json').split('"heading": "Con');
  return Buffer.concat([Buffer.from(`${before}"heading": "Con`), Buffer.from([0xff]), Buffer.from(after!)]);
};

/** data/en/blog.json whose heading is "Bl\ud800og": half of a character, written as a JSON escape. */
export const escapedLoneSurrogate = (): string => shipped('en/blog.json').replace('"heading": "Blog"', '"heading": "Bl\\ud800og"');
