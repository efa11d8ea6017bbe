import type { ComponentType, ReactElement } from 'react';
import { PAGE_PATHS, type Language, type PageKey } from '../config/routes';
import type { SitePageContext } from '../config/pageContext';
import { PageShell } from '../components/layout/PageShell';
import type { ViewProps } from '../components/layout/pageTemplate';
import { i18nContext } from '../i18n/paths';
import { AboutView } from '../views/about/AboutView';
import { BlogIntro } from '../views/blog/BlogIntro';
import { CasesView } from '../views/cases/CasesView';
import { CastingView } from '../views/casting/CastingView';
import { ContactsView } from '../views/contacts/ContactsView';
import { EventsView } from '../views/events/EventsView';
import { KremlinView } from '../views/kremlin/KremlinView';
import { LandingView } from '../views/landing/LandingView';
import { PrivacyView } from '../views/privacy/PrivacyView';
import { ProductPlacementView } from '../views/product-placement/ProductPlacementView';
import { ProductionView } from '../views/production/ProductionView';
import { ScriptsView } from '../views/scripts/ScriptsView';
import { TeamView } from '../views/team/TeamView';
import { ThanksView } from '../views/thanks/ThanksView';

/**
 * Page key -> the site's own view: the one place that knows the views' names.
 * The entry data reaches a view only after it passed the page's schema check
 * (src/cms/PagePreview.tsx), so it has the shape of the view's query.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one map over every page's view, each of its own content type
export const PREVIEW_VIEWS: Record<PageKey, ComponentType<ViewProps<any>>> = {
  landing: LandingView,
  scripts: ScriptsView,
  production: ProductionView,
  'product-placement': ProductPlacementView,
  events: EventsView,
  contacts: ContactsView,
  casting: CastingView,
  team: TeamView,
  about: AboutView,
  cases: CasesView,
  kremlin: KremlinView,
  // The feed itself is read from Supabase in the visitor's browser; only its masthead is edited here.
  blog: ({ content }: ViewProps<{ heading: string; lead: string }>) => <BlogIntro heading={content.heading} lead={content.lead} />,
  thanks: ThanksView,
  privacy: PrivacyView,
};

/** The page context a page of that key and language is built with (src/gatsby/node/createPages.ts). */
export function previewPageContext(page: PageKey, language: Language): SitePageContext {
  return { language, pageKey: page, i18n: i18nContext(language, PAGE_PATHS[page]) };
}

/** The page as its template renders it: the view inside the shell its page context selects. */
export function PreviewPage({ page, language, content }: { page: PageKey; language: Language; content: unknown }): ReactElement {
  const View = PREVIEW_VIEWS[page];
  return (
    <PageShell pageContext={previewPageContext(page, language)}>
      <View language={language} content={content} />
    </PageShell>
  );
}
