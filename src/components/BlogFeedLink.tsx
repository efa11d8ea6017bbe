import type { Language } from '../config/routes';
import { blogFeedUrl } from '../seo/blogFeed';

/**
 * Announces the blog's RSS feed in the page's language to feed readers and browsers, in the head of the blog's pages.
 * https://www.rssboard.org/rss-autodiscovery
 */
export function BlogFeedLink({ language, title }: { language: Language; title: string }) {
  return <link rel="alternate" type="application/rss+xml" title={title} href={blogFeedUrl(language)} />;
}
