import type { GatsbyNode } from 'gatsby';
import { PAGE_KEYS } from '../../config/routes';
import { pageFields, pageTypeName } from '../../schema/pageSchemas';
import { fillPlaceholders } from '../../schema/schema';

type Resolvers = Record<string, Record<string, { resolve(source: Record<string, unknown>): unknown }>>;

/**
 * A text that quotes another field of its page (the Kremlin description's
 * `{{dates}}`) is read filled in from that field, so every query (the page's
 * head, ...) gets it as visitors read it, and the fact lives in one field.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createResolvers
 */
export function placeholderResolvers(): Resolvers {
  const resolvers: Resolvers = {};
  for (const page of PAGE_KEYS) {
    for (const [name, field] of Object.entries(pageFields(page))) {
      if (field.kind !== 'string' || !field.placeholders) continue;
      (resolvers[pageTypeName(page)] ??= {})[name] = {
        resolve: (source) => (typeof source[name] === 'string' ? fillPlaceholders(source[name], source) : source[name]),
      };
    }
  }
  return resolvers;
}

export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  // Gatsby types the action as a bare Function; it takes the resolver map.
  const create = args.createResolvers as (resolvers: ReturnType<typeof placeholderResolvers>) => void;
  create(placeholderResolvers());
};
