import type { PageProps } from 'gatsby';
import type { ComponentType } from 'react';
import type { Language } from '../../config/routes';
import type { SitePageContext } from '../../config/pageContext';
import { PageShell } from './PageShell';

/** What every page view takes: its query's `page`, as graphqlTypegen generates it, and the page language. */
export interface ViewProps<Content> {
  content: Content;
  language: Language;
}

/**
 * The default export of every page template (`export default
 * pageTemplate<Queries.XPageQuery>(XView)`): hands the query's `page` to the
 * view inside the page's shell. createPages only creates pages that have a
 * data file, so a missing `page` means a broken query: the error boundary
 * (src/gatsby/ssr/wrapElements.tsx) shows this message.
 */
export function pageTemplate<Query extends { readonly page: unknown }>(View: ComponentType<ViewProps<NonNullable<Query['page']>>>) {
  return function PageTemplate({ data, pageContext }: PageProps<Query, SitePageContext>) {
    const content = data.page;
    if (content == null) throw new Error(`No content found for page "${pageContext.pageKey}"`);
    return (
      <PageShell pageContext={pageContext}>
        <View content={content} language={pageContext.language} />
      </PageShell>
    );
  };
}
