import type { IAdapter } from 'gatsby';
import createNetlifyAdapter from 'gatsby-adapter-netlify';
import { runPostBuild } from '../postBuild/pipeline';
import { builtSite } from '../postBuild/site';

/**
 * The build's adapter, named in gatsby-config.ts so that every build runs it: on Netlify (where Gatsby would pick
 * Netlify's adapter by itself), in CI, in `npm run build` on a laptop and so under the e2e tests. Gatsby runs an adapter
 * once it has written the site and saved its state: this one runs the post-build pipeline
 * (src/gatsby/postBuild/pipeline.ts), of which Gatsby's Netlify adapter is a step. What that step does to `public/` is
 * what Netlify publishes: it writes each page at the file Netlify serves with no redirect hop
 * (`scripts/index.html` -> `scripts.html`, `trailingSlash: 'never'`) and adds its blocks to `_headers` and
 * `_redirects`. https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/adapters/
 *
 * Two of the Netlify adapter's inputs are ours instead of Gatsby's (it has no option for either):
 * - **Headers.** Gatsby hands the adapter header routes of its own: `/*` with `x-xss-protection: 1; mode=block`,
 *   `referrer-policy: same-origin` and `cache-control: public, max-age=0, must-revalidate`, plus immutable rules.
 *   Netlify joins every rule that matches a path, so they would contradict `static/_headers` and the rules the
 *   pipeline writes (two Referrer-Policy values, hashed files both immutable and revalidated, an X-XSS-Protection
 *   that current guidance says to leave out). Our `_headers` is complete, so the adapter is given no header routes.
 * - **No build cache.** The adapter restores `.cache/` and `public/` from Netlify's build cache before a build, so a
 *   Netlify build would start from the previous deploy's files while CI starts clean. Without the cache hooks every
 *   build starts from `gatsby clean` (the `prebuild` script), as CI does.
 */
export function netlifyAdapter(): IAdapter {
  const adapter = createNetlifyAdapter();
  return {
    name: adapter.name,
    config: adapter.config,
    adapt: (context) =>
      runPostBuild(builtSite(process.cwd()), context.reporter, async () => {
        await adapter.adapt({
          routesManifest: context.routesManifest,
          functionsManifest: context.functionsManifest,
          remoteFileAllowedUrls: context.remoteFileAllowedUrls,
          pathPrefix: context.pathPrefix,
          trailingSlash: context.trailingSlash,
          reporter: context.reporter,
          headerRoutes: [],
        });
      }),
  };
}
