import type { GatsbyNode } from 'gatsby';
import { PAGE_KEYS } from '../config/routes';
import { pageFields, pageTypeName } from '../content/pageSchemas';
import { toSDL } from '../content/schema';

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
    return toSDL(name, { ...pageFields(page) }, `type ${name} implements Node & PageData @dontInfer`).map(
      (sdl, i) => (i === 0 ? sdl.replace(/\n}$/, '\n  fields: PageFields!\n}') : sdl),
    );
  });
  return [shared, ...pages].join('\n\n');
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};
