/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reactFloorBuild } from '../../../bench/reactFloor';
import type { PostLists } from '../../../bench/blogTwin';

const LISTS: PostLists = {
  ru: { html: '<ol><li>Пост</li></ol>', styles: '<style>.ru{}</style>' },
  en: { html: '<ol><li>Post</li></ol>', styles: '<style>.en{}</style>' },
};

const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

/** A built site as the bench finds it: the islands' hashed runtime and the two blog pages. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'react-floor-test-'));
  mkdirSync(path.join(dir, 'islands'));
  mkdirSync(path.join(dir, 'en'));
  writeFileSync(path.join(dir, 'islands', 'runtime-ABC123.js'), 'export const site = "the site’s runtime";');
  writeFileSync(path.join(dir, 'islands', 'client.js'), 'client');
  writeFileSync(path.join(dir, 'blog.html'), page('ru'));
  writeFileSync(path.join(dir, 'en', 'blog.html'), page('en'));
  return dir;
}

describe('the React floor of the blog (npm run bench:react-floor)', () => {
  let site: string;
  let floor: string;
  beforeAll(async () => {
    site = builtSite();
    floor = await reactFloorBuild(site, LISTS);
  }, 60_000);
  afterAll(() => {
    rmSync(site, { recursive: true, force: true });
    rmSync(floor, { recursive: true, force: true });
  });

  test('is a copy of the build whose runtime, under its own name, is React alone with the twin’s cards', () => {
    const runtime = readFileSync(path.join(floor, 'islands', 'runtime-ABC123.js'), 'utf8');
    expect(runtime).not.toContain('the site’s runtime');
    expect(runtime).toContain('<ol><li>Post</li></ol>');
    expect(readFileSync(path.join(floor, 'islands', 'client.js'), 'utf8')).toBe('client');
    expect(readFileSync(path.join(site, 'islands', 'runtime-ABC123.js'), 'utf8')).toContain('the site’s runtime');
  });

  test('puts each blog page’s card styles in its head, in its language', () => {
    expect(readFileSync(path.join(floor, 'blog.html'), 'utf8')).toContain('<style>.ru{}</style></head>');
    expect(readFileSync(path.join(floor, 'en', 'blog.html'), 'utf8')).toContain('<style>.en{}</style></head>');
  });
});
