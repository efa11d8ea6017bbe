import type { ComponentProps, JSXElementConstructor, ReactElement } from 'react';
import type { Language, PageKey } from '../config/routes';
import { Layout } from '../components/layout/Layout';
import { AboutPage } from '../views/about/AboutView';
import { BlogIntro } from '../views/blog/BlogIntro';
import { CasesPage } from '../views/cases/CasesView';
import { CastingPage } from '../views/casting/CastingView';
import { ContactsPage } from '../views/contacts/ContactsView';
import { EventsPage } from '../views/events/EventsView';
import { KremlinPage } from '../views/kremlin/KremlinView';
import { LandingPage } from '../views/landing/LandingView';
import { ProductPlacementPage } from '../views/product-placement/ProductPlacementView';
import { ProductionPage } from '../views/production/ProductionView';
import { ScriptsPage } from '../views/scripts/ScriptsView';
import { TeamPage } from '../views/team/TeamView';

export interface PreviewProps {
  language: Language;
  /** The page's address in that language, e.g. /en/team (the header's language switch uses it). */
  path: string;
  /** The entry's data, already checked against the page's schema by the caller. */
  content: unknown;
}

/** The `content` prop type of a view: the entry data passed the schema check, so it has that shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ContentOf<C extends JSXElementConstructor<any>> = ComponentProps<C>['content'];

/**
 * Page key -> the site's own view, rendered the way its template in
 * src/templates/ renders it (inside the shell, or with its own for the
 * landing, cases and Kremlin pages). The one place that knows the views'
 * names and props: when a view is renamed or reshaped, its line changes here.
 */
export const PREVIEW_VIEWS: Record<PageKey, (props: PreviewProps) => ReactElement> = {
  landing: (p) => <LandingPage language={p.language} path={p.path} content={p.content as ContentOf<typeof LandingPage>} />,
  scripts: (p) => shell(p, <ScriptsPage language={p.language} content={p.content as ContentOf<typeof ScriptsPage>} />),
  production: (p) =>
    shell(p, <ProductionPage language={p.language} content={p.content as ContentOf<typeof ProductionPage>} />),
  'product-placement': (p) =>
    shell(p, <ProductPlacementPage language={p.language} content={p.content as ContentOf<typeof ProductPlacementPage>} />),
  events: (p) => shell(p, <EventsPage language={p.language} content={p.content as ContentOf<typeof EventsPage>} />),
  contacts: (p) => shell(p, <ContactsPage content={p.content as ContentOf<typeof ContactsPage>} />),
  casting: (p) => shell(p, <CastingPage content={p.content as ContentOf<typeof CastingPage>} />),
  team: (p) => shell(p, <TeamPage language={p.language} content={p.content as ContentOf<typeof TeamPage>} />),
  about: (p) => shell(p, <AboutPage language={p.language} content={p.content as ContentOf<typeof AboutPage>} />),
  cases: (p) => <CasesPage language={p.language} path={p.path} content={p.content as ContentOf<typeof CasesPage>} />,
  kremlin: (p) => <KremlinPage language={p.language} path={p.path} content={p.content as ContentOf<typeof KremlinPage>} />,
  // The feed itself is read from Supabase in the visitor's browser; only its masthead is edited here.
  blog: (p) => shell(p, <BlogIntro {...(p.content as ComponentProps<typeof BlogIntro>)} />),
};

function shell({ language, path }: PreviewProps, view: ReactElement): ReactElement {
  return (
    <Layout language={language} path={path}>
      {view}
    </Layout>
  );
}
