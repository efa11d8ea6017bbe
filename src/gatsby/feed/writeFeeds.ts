import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_SUPABASE_URL } from '../../config/localSupabase';
import { LANGUAGES, isLanguage } from '../../config/routes';
import { blogRss, type RssChannel, type RssPost, rssPath } from './rss';

/** The posts the build sourced, and each language's blog page title and description for its feed's channel. */
export const BLOG_FEEDS_QUERY = `
  query BlogFeeds {
    allBlogPost {
      nodes { slug content mediaUrls mediaTypes publishedAt updatedAt }
    }
    allBlogJson {
      nodes { title description fields { lang } }
    }
  }
`;

export interface BlogFeedsData {
  allBlogPost: { nodes: RssPost[] };
  allBlogJson: { nodes: Array<{ title: string; description: string; fields: { lang: string } }> };
}

/** The Supabase project the build read (photoSources.ts's choice): its bucket's photos go through the image CDN. */
const siteBackendUrl = () => process.env.GATSBY_SUPABASE_URL || LOCAL_SUPABASE_URL;

/** Writes public/blog/rss.xml and public/en/blog/rss.xml; returns the files written, relative to `publicDir`. */
export function writeBlogFeeds(data: BlogFeedsData, publicDir: string, backendUrl: string = siteBackendUrl()): string[] {
  const channels = new Map<string, RssChannel>();
  for (const { title, description, fields } of data.allBlogJson.nodes) {
    if (isLanguage(fields.lang)) channels.set(fields.lang, { language: fields.lang, title, description });
  }
  return LANGUAGES.map((language) => {
    const channel = channels.get(language);
    if (!channel) throw new Error(`No blog page data for ${language}: the RSS feed needs its title and description`);
    const file = rssPath(language).slice(1);
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    writeFileSync(path.join(publicDir, file), blogRss(data.allBlogPost.nodes, channel, backendUrl));
    return file;
  });
}

type GraphqlRunner = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>;

/** The feeds from the build's own data (onPostBuild's graphql); a query that fails fails the build, naming it. */
export async function buildBlogFeeds(graphql: GraphqlRunner, publicDir: string): Promise<string[]> {
  const { data, errors } = await graphql<BlogFeedsData>(BLOG_FEEDS_QUERY);
  if (errors || !data) throw new Error(`The RSS feeds' query failed: ${JSON.stringify(errors)}`);
  return writeBlogFeeds(data, publicDir);
}
