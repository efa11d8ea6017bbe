/**
 * The blog editor's side of `npm run cms`: the embedded blog backend (unless GATSBY_SUPABASE_URL names a real
 * project, or `npm start` already runs one on its port), and the lines that tell where the blog editor is and which
 * local account signs in. Kept apart from scripts/cms.ts, which runs the page editor.
 */
import { LOCAL_SUPABASE_URL } from '../../src/config/localSupabase';
import { BLOG_EDITOR_PATH } from '../../src/gatsby/blogEditor/bundle';
import { startOrReuseLocalSupabase } from './localSupabase';
import { LOCAL_EDITOR } from './localSupabase/auth';

export interface BlogEditorBackend {
  /** Environment for the development site (nothing: with no project named, it uses the embedded backend). */
  env: NodeJS.ProcessEnv;
  describe(site: string): string;
  close(): Promise<void>;
}

export async function startBlogEditorBackend(env: NodeJS.ProcessEnv = process.env): Promise<BlogEditorBackend> {
  if (env.GATSBY_SUPABASE_URL) {
    return {
      env: {},
      describe: (site) => `  Blog editor: ${site}${BLOG_EDITOR_PATH} (the project at ${env.GATSBY_SUPABASE_URL}: your editor account)`,
      close: () => Promise.resolve(),
    };
  }
  // `npm start` may already serve it: every embedded backend has the same local account.
  const backend = await startOrReuseLocalSupabase();
  return {
    // Neither variable set: the site and the editor use this backend (src/gatsby/supabaseEnv.ts).
    env: {},
    describe: (site) =>
      [
        `  Blog editor: ${site}${BLOG_EDITOR_PATH}`,
        `    on the embedded blog backend at ${LOCAL_SUPABASE_URL}${backend ? '' : ' (already running)'}; local account, this machine only:`,
        `    ${LOCAL_EDITOR.email} / ${LOCAL_EDITOR.password}`,
      ].join('\n'),
    close: async () => backend?.close(),
  };
}
