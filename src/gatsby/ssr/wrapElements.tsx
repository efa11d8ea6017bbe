import type { GatsbyBrowser } from 'gatsby';
import { PageRoot, SiteRoot } from '../../components/layout/SiteRoot';

/** Shared by gatsby-browser and gatsby-ssr so the build and the browser render the same tree. */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <SiteRoot>{element}</SiteRoot>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => <PageRoot>{element}</PageRoot>;
