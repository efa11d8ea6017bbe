import path from 'node:path';
import { globSync } from 'tinyglobby';
import { supabaseOrigin } from '../headers/csp';
import { htmlUrlPath, isCmsPath } from '../headers/headersFile';

/** The site Gatsby has written, as the post-build pipeline's steps read and change it (pipeline.ts). */
export interface BuiltSite {
  /** The project root. */
  root: string;
  /** Where Gatsby wrote the site, which Netlify publishes: `<root>/public`. */
  publicDir: string;
  /** The build's environment: the blog backend's variables (src/gatsby/supabaseEnv.ts resolved them), SITE_URL. */
  env: NodeJS.ProcessEnv;
  /** The blog backend's origin: the pages' connect-src, the image CDN's allow-list. */
  backendOrigin: string;
  /** Every file under public/, relative to it with `/` between folders, as it is now. */
  files(): string[];
  /** The public pages' HTML files as they are now (not the editors' under /admin/). */
  pages(): string[];
}

export function builtSite(root: string, env: NodeJS.ProcessEnv = process.env): BuiltSite {
  const publicDir = path.join(root, 'public');
  const files = () => globSync('**', { cwd: publicDir, dot: true });
  return {
    root,
    publicDir,
    env,
    backendOrigin: supabaseOrigin(env),
    files,
    pages: () => files().filter((file) => file.endsWith('.html') && !isCmsPath(htmlUrlPath(file))),
  };
}
