import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language, PageKey } from '../../../src/config/routes';
import { checkDataFile } from '../../../src/gatsby/node/onCreateNode';

/** What each page's query hands its view (the generated types of src/templates/*). */
interface PageContent {
  about: NonNullable<Queries.AboutPageQuery['page']>;
  casting: NonNullable<Queries.CastingPageQuery['page']>;
  contacts: NonNullable<Queries.ContactsPageQuery['page']>;
  events: NonNullable<Queries.EventsPageQuery['page']>;
  kremlin: NonNullable<Queries.KremlinPageQuery['page']>;
  'product-placement': NonNullable<Queries.ProductPlacementPageQuery['page']>;
  production: NonNullable<Queries.ProductionPageQuery['page']>;
  scripts: NonNullable<Queries.ScriptsPageQuery['page']>;
  team: NonNullable<Queries.TeamPageQuery['page']>;
  thanks: NonNullable<Queries.ThanksPageQuery['page']>;
  privacy: NonNullable<Queries.PrivacyPageQuery['page']>;
}

/**
 * A page's shipped data file as its view receives it. The build's own check
 * (checkDataFile, which the GraphQL types are generated from too) passes
 * first, so the file has exactly the query's shape; an optional field a file
 * leaves out is undefined here and null from GraphQL, which views treat alike.
 */
export function shippedContent<Page extends keyof PageContent>(page: Page, lang: Language): PageContent[Page] {
  // Through jest's module registry, so TEST_CONTENT_DIR can stand in for data/ (jest.config.js).
  const data = jest.requireActual<Record<string, unknown>>(`../../../data/${lang}/${page}.json`);
  const problems = checkDataFile(`${lang}/${page}.json`, { ...data });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return data as PageContent[Page];
}

/**
 * A page's data file as text, byte for byte, from the same place `shippedContent` reads it: data/, or the edited
 * copy TEST_CONTENT_DIR stands for (jest.config.js), so a test of the file's bytes runs against an editor's changes too.
 */
export function contentText(lang: Language, page: PageKey): string {
  return readFileSync(path.join(process.env.TEST_CONTENT_DIR ?? path.join(__dirname, '../../../data'), lang, `${page}.json`), 'utf8');
}

/** A page's data as the tests see it (data/ or TEST_CONTENT_DIR), parsed: for data no view's query types. */
export const contentData = <T = Record<string, unknown>>(lang: Language, page: PageKey): T => JSON.parse(contentText(lang, page)) as T;
