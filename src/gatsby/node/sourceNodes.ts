import type { GatsbyNode } from 'gatsby';
import { sourceBlogPosts } from '../blog/sourcePosts';

/** The blog's published posts, one BlogPost node each (src/gatsby/blog/sourcePosts.ts): the post pages are made of them. */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  await sourceBlogPosts(args);
};
