import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { NodePluginArgs, Reporter } from 'gatsby';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_HOST, LOCAL_SUPABASE_PORT, LOCAL_SUPABASE_URL } from '../../config/localSupabase';
import { BlogUnreachableError, readPublishedPosts, type SourcedPost } from './readPosts';

/** The GraphQL type of a published post: one node per post the public view shows. */
export const BLOG_POST_TYPE = 'BlogPost';

/**
 * Declared up front like the content types (createSchemaCustomization.ts): a post page's query never depends on
 * inference, and a blog with no posts yet still has the type.
 */
export const BLOG_POST_TYPE_DEFS = `
type ${BLOG_POST_TYPE} implements Node @dontInfer {
  "the row's id in public.blog_posts"
  postId: String!
  "the post's address: /blog/<slug>"
  slug: String!
  "the whole text, as the feed shows it"
  content: String!
  "the media the feed would show, in order: photo and video addresses, and Telegram posts' widget addresses"
  mediaUrls: [String!]!
  "photo, video or telegram, one per address"
  mediaTypes: [String!]!
  publishedAt: Date! @dateformat
  updatedAt: Date @dateformat
  "the newer and older posts' addresses in the feed's order, for the page's links"
  newerSlug: String
  olderSlug: String
}`;

/** Whether something answers on the local backend's port (a running `npm start` or `npm run supabase:local`). */
function localBackendRunning(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: LOCAL_SUPABASE_HOST, port: LOCAL_SUPABASE_PORT });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The posts the site is built with: from the Supabase project the build is configured for, or, on a laptop, in CI
 * and in the tests (no GATSBY_SUPABASE_URL: src/gatsby/supabaseEnv.ts), from the embedded local backend with its
 * seed, started for the reading when it is not already running. Never on Netlify: supabaseEnv refuses a Netlify build
 * without the project's variables.
 */
export async function sourcePosts(env: NodeJS.ProcessEnv, reporter: Pick<Reporter, 'info'>) {
  const url = env.GATSBY_SUPABASE_URL ?? '';
  const anonKey = env.GATSBY_SUPABASE_ANON_KEY ?? '';
  if (url !== LOCAL_SUPABASE_URL || anonKey !== LOCAL_SUPABASE_ANON_KEY || (await localBackendRunning())) {
    return readPublishedPosts(url, anonKey);
  }
  reporter.info(`Blog: starting the embedded local backend at ${LOCAL_SUPABASE_URL} to read its posts`);
  const backend = await startLocalBackend();
  try {
    return await readPublishedPosts(url, anonKey);
  } finally {
    await backend.stop();
  }
}

/** How long the embedded backend may take to start (PGlite, the migrations and the seed) on a busy machine. */
const LOCAL_BACKEND_START_MS = 180_000;

/**
 * `npm run supabase:local` as a child process of the build, until the posts are read. A child, not an import: Gatsby
 * bundles gatsby-node's own modules, and the backend's (development tooling, scripts/lib/) find the migrations beside
 * themselves. Resolves once it says it listens; rejects, naming what it said, when it ends or takes too long first.
 */
function startLocalBackend(): Promise<{ stop(): Promise<void> }> {
  const root = process.cwd();
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'supabase-local.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await ended;
  };
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => {
      void stop();
      reject(
        new BlogUnreachableError(`The embedded blog backend did not start in ${LOCAL_BACKEND_START_MS / 1000} s: ${said.slice(-500)}`),
      );
    }, LOCAL_BACKEND_START_MS);
    const listen = (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes(LOCAL_SUPABASE_URL)) {
        clearTimeout(timer);
        resolve({ stop });
      }
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new BlogUnreachableError(`The embedded blog backend ended (exit code ${String(code)}) before it listened: ${said.slice(-500)}`),
      );
    });
  });
}

/** One node per post, with its neighbours in the feed's order (newest first). */
export function createPostNodes(
  posts: readonly SourcedPost[],
  args: Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest'>,
) {
  posts.forEach((post, i) => {
    const fields = {
      postId: post.id,
      slug: post.slug,
      content: post.content,
      mediaUrls: post.media.map((item) => item.url),
      mediaTypes: post.media.map((item) => item.kind),
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt ?? null,
      newerSlug: posts[i - 1]?.slug ?? null,
      olderSlug: posts[i + 1]?.slug ?? null,
    };
    void args.actions.createNode({
      ...fields,
      id: args.createNodeId(`${BLOG_POST_TYPE}-${post.id}`),
      internal: { type: BLOG_POST_TYPE, contentDigest: args.createContentDigest(fields) },
    });
  });
}

/** Reads the posts and makes their nodes; a backend that cannot be read fails the build, saying so. */
export async function sourceBlogPosts(args: Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'reporter'>) {
  const { reporter } = args;
  try {
    const { posts, skipped } = await sourcePosts(process.env, reporter);
    for (const reason of skipped) reporter.warn(`Blog: no page for ${reason}`);
    createPostNodes(posts, args);
    reporter.info(`Blog: ${posts.length} published posts, one page pair each`);
  } catch (error) {
    if (error instanceof BlogUnreachableError) reporter.panicOnBuild(error.message);
    else throw error;
  }
}
