import type { ReactNode } from 'react';
import { BLOG_POST_DEV_PAGE_KEY, type SitePageContext } from '../../config/pageContext';
import { LandingStage } from './LandingStage';
import { Layout } from './Layout';

/**
 * The one place a page's shell is chosen, from its page context: the landing
 * has its own stage (product §2: no header or footer, only the RU/EN buttons);
 * every other page, the 404 pages included, gets the header/footer layout.
 */
export function PageShell({ pageContext, children }: { pageContext: SitePageContext; children: ReactNode }) {
  const path = pageContext.i18n.path;
  if (pageContext.pageKey === 'landing') return <LandingStage path={path}>{children}</LandingStage>;
  return (
    <Layout
      language={pageContext.language}
      path={path}
      followAddress={pageContext.pageKey === '404' || pageContext.pageKey === BLOG_POST_DEV_PAGE_KEY}
    >
      {children}
    </Layout>
  );
}
