/**
 * The blog page's one script on the built site (src/gatsby/feedBundle.ts
 * bundles it; the page loads it after its first paint): it starts the feed on
 * the section the build rendered, with its requests in a worker
 * (feedWorker.ts). No React, i18next or emotion runtime: the page's markup and
 * styles are complete as built.
 */
import { FEED_ROOT, startFeed } from './feedDom';
import { workerLoadPage } from './feedWorker';

const root = document.querySelector<HTMLElement>(`[${FEED_ROOT}]`);
if (root) startFeed(root, workerLoadPage(new Worker(process.env.BLOG_FEED_WORKER as string)));
