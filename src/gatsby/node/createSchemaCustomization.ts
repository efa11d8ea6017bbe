import type { GatsbyNode } from 'gatsby';
import { PAGE_KEYS } from '../../config/routes';
import { pageFields, pageTypeName } from '../../schema/pageSchemas';
import { toSDL } from '../../schema/schema';

/**
 * Declares the content types up front (STYLE: "Types for the JSON content are
 * declared once"), so queries never depend on inference and a field missing
 * from the data is a build error rather than a `null` on a page.
 * See https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
 */
export function contentTypeDefs(): string {
  const shared = `
interface PageData implements Node {
  id: ID!
  fields: PageFields!
  title: String!
  description: String!
  heading: String!
}

type PageFields {
  "ru or en, from the data file's folder"
  lang: String!
  "the data file's name: landing, scripts, product-placement, ..."
  pageKey: String!
  "the page's route in its language: /scripts or /en/scripts"
  path: String!
}`;
  const pages = PAGE_KEYS.flatMap((page) => {
    const name = pageTypeName(page);
    return toSDL(name, { ...pageFields(page) }, `type ${name} implements Node & PageData @dontInfer`).map((sdl, i) =>
      i === 0 ? sdl.replace(/\n}$/, '\n  fields: PageFields!\n}') : sdl,
    );
  });
  // Shared named types (CardSection, …) are emitted once per page that uses
  // them; keep one copy, and refuse two different shapes under one name.
  const byName = new Map<string, string>();
  for (const sdl of pages) {
    const name = /^type (\w+)/.exec(sdl)?.[1] ?? sdl;
    const seen = byName.get(name);
    if (seen !== undefined && seen !== sdl) throw new Error(`Two different content types are named ${name}`);
    byName.set(name, sdl);
  }
  return [shared, ...byName.values()].join('\n\n');
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};
