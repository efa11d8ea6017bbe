import type { ComponentProps } from 'react';
import LanguageSwitch from '../components/layout/LanguageSwitch';
import BlogFeed from '../views/blog/BlogFeed';
import LandingMain from '../views/landing/LandingMain';
import NotFoundMessage from '../views/not-found/NotFoundMessage';

/**
 * Every island of the site, by the name its markup carries (`data-island`): a component the build renders into the
 * page like any other (<Island>, src/components/island/Island.tsx) and the browser hydrates in place (runtime.tsx). An island's module must
 * not import Gatsby or i18next (it gets its strings as props; the bundler refuses them), and an island never holds
 * another island.
 */
export const ISLAND_COMPONENTS = {
  blogFeed: BlogFeed,
  landing: LandingMain,
  languageSwitch: LanguageSwitch,
  notFound: NotFoundMessage,
};

export type IslandName = keyof typeof ISLAND_COMPONENTS;

export type IslandProps<K extends IslandName> = ComponentProps<(typeof ISLAND_COMPONENTS)[K]>;
