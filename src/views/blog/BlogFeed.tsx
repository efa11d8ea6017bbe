import { ClassNames } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../config/routes';
import { FEED_CONFIG, FEED_ROOT, FEED_STRING_KEYS, feedConfigJson, startFeed, type FeedConfig } from './feedDom';
import { feedStyles } from './feedStyles';
import type { LoadPage } from './types';

export interface BlogFeedProps {
  language: Language;
  /** Where pages come from; the Supabase view unless a test says otherwise. */
  loadPage?: LoadPage;
}

/**
 * The feed's section as the build renders it (SPEC §2, §4): 'Loading...', and
 * a JSON block with the page's strings and the class names of the cards'
 * styles, which the build writes into the page's CSS. The feed itself runs in
 * the browser (feedDom.ts): on the built site the page ships no React, only
 * the feed's own script (feedEntry.ts, bundled by src/gatsby/feedBundle.ts),
 * which starts it on this section; where React does run the page (`gatsby
 * develop`, unit tests), the effect below starts the same code.
 * It holds a screen's height from the start, so the posts that arrive fill
 * space already kept for them instead of pushing the footer down under the
 * visitor's eyes (Lighthouse had measured CLS 0.33 on a phone).
 */
export function BlogFeed({ language, loadPage }: BlogFeedProps) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    // A constant condition, so the production bundle keeps neither this code nor a supabase-js chunk.
    if (process.env.NODE_ENV !== 'production' && section.current) {
      const load: LoadPage = loadPage ?? (async (offset, signal) => (await import('./api')).loadBlogPage(offset, signal));
      return startFeed(section.current, load);
    }
    return undefined;
  }, [loadPage]);
  return (
    <ClassNames>
      {({ css, theme }) => {
        const styles = feedStyles(theme);
        const config: FeedConfig = {
          language,
          strings: Object.fromEntries(FEED_STRING_KEYS.map((key) => [key, t(`blog.${key}`, { skipInterpolation: true }) /* the labels keep their {{slots}}: feedDom fills them */])) as FeedConfig['strings'],
          classes: Object.fromEntries(Object.entries(styles).map(([name, style]) => [name, css(style)])) as FeedConfig['classes'],
        };
        return (
          <section ref={section} aria-label={t('blog.feedLabel')} aria-busy="true" {...{ [FEED_ROOT]: '' }} className={css({ minHeight: '100vh' })}>
            <p role="status" data-testid="blog-loading" className={config.classes.statusBusy}>
              {config.strings.loading}
            </p>
            <script type="application/json" {...{ [FEED_CONFIG]: '' }} dangerouslySetInnerHTML={{ __html: feedConfigJson(config) }} />
          </section>
        );
      }}
    </ClassNames>
  );
}
