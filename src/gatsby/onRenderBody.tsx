import type { GatsbySSR } from 'gatsby';
import { languageOfPath } from '../i18n/paths';
import { CRITICAL_FONTS } from '../theme/fontFiles';

/**
 * Preloads the font files of the page language (server-rendered only,
 * so the preload costs the browser bundle nothing). Fonts are fetched in CORS
 * mode, hence crossOrigin even on the same origin:
 * https://developer.mozilla.org/en-US/docs/Web/HTML/Attributes/rel/preload#cors-enabled_fetches
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  setHeadComponents(
    CRITICAL_FONTS[languageOfPath(pathname)].map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  );
};
