import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteImagePatterns } from '../../config/imageCdn';

/**
 * Where a build leaves configuration for Netlify's Frameworks API, which Netlify reads after the build command and
 * adds to netlify.toml's (lists joined). https://docs.netlify.com/build/frameworks/frameworks-api/
 */
export const FRAMEWORKS_CONFIG_FILE = path.join('.netlify', 'v1', 'config.json');

/**
 * Gives Netlify the image CDN's allow-list for this build: the Storage bucket of the Supabase project at `backendUrl`
 * (src/config/imageCdn.ts). netlify.toml cannot say it, for it reads no environment variable and the project is
 * GATSBY_SUPABASE_URL; its `[images] remote_images` stays empty. Other keys of the file are kept. Returns the list.
 */
export function writeImagesConfig(root: string, backendUrl: string): string[] {
  const file = path.join(root, FRAMEWORKS_CONFIG_FILE);
  let config: Record<string, unknown> = {};
  try {
    config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file} is not JSON: ${String(error)}`);
  }
  const remoteImages = remoteImagePatterns(backendUrl);
  config.images = { ...(config.images as object | undefined), remote_images: remoteImages };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return remoteImages;
}
