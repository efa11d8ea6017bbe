import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * The key of the emotion cache the browser uses: @emotion/react creates its default cache with key `css` when no
 * CacheProvider is given (gatsby-browser gives none). The server styles must carry the same key, so the browser's
 * cache adopts them (`<style data-emotion="css …">`) instead of inserting the same rules a second time.
 */
export const EMOTION_CACHE_KEY = 'css';

/**
 * A page's markup and its emotion styles as `<style>` elements for the head, in emotion's SSR chunk format: what the
 * build renders every page with (src/gatsby/ssr/replaceRenderer.tsx) and the blog's function renders a post page with
 * (src/blogServer/). A fresh cache per page, in @emotion/server's "compat" mode, collects the rules instead of writing a
 * `<style>` before each styled element (inside `<ul>`, `<p>` and friends, which HTML does not allow); the ones the
 * markup uses (and every `<Global>`) go to the head, in the chunks @emotion/react hydrates from
 * (https://emotion.sh/docs/ssr#advanced-approach). `renderToString`, not a stream: React 18.3's stream writer leaks NUL
 * bytes into Russian text (https://github.com/facebook/react/issues/31134).
 */
export function renderWithCriticalStyles(body: ReactNode): { html: string; styles: ReactElement[] } {
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const emotionServer = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{body}</CacheProvider>);
  const chunks = emotionServer.extractCriticalToChunks(html);
  const styles = chunks.styles
    // The regular chunk is always present, empty when the page has no styled element.
    .filter((chunk) => chunk.css !== '')
    .map((chunk) => {
      const attribute = `${chunk.key} ${chunk.ids.join(' ')}`;
      return <style key={attribute} data-emotion={attribute} dangerouslySetInnerHTML={{ __html: chunk.css }} />;
    });
  return { html, styles };
}
