/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSlashlessPages } from '../../../src/gatsby/slashlessPages';

describe('writeSlashlessPages (issue 12 item 9)', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const read = (file: string) => (existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), 'utf8') : null);
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'slashless-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('moves x/index.html to x.html, the file Netlify serves at /x without a redirect', () => {
    write('index.html', 'root');
    write('team/index.html', 'team');
    write('en/index.html', 'en');
    write('en/team/index.html', 'en team');
    write('en.html', 'stale en from an earlier build');
    const moves = writeSlashlessPages(dir, ['team/index.html', 'en/index.html', 'en/team/index.html']);
    expect(moves).toEqual([
      ['team/index.html', 'team.html'],
      ['en/index.html', 'en.html'],
      ['en/team/index.html', 'en/team.html'],
    ]);
    expect([read('index.html'), read('team.html'), read('en.html'), read('en/team.html')]).toEqual(['root', 'team', 'en', 'en team']);
    expect(existsSync(path.join(dir, 'team'))).toBe(false);
    expect(existsSync(path.join(dir, 'en/index.html'))).toBe(false);
  });

  test("keeps Gatsby's 404/index.html beside its own 404.html", () => {
    write('404.html', 'served for unknown paths');
    write('404/index.html', 'the /404 page');
    expect(writeSlashlessPages(dir, ['404/index.html'])).toEqual([]);
    expect([read('404.html'), read('404/index.html')]).toEqual(['served for unknown paths', 'the /404 page']);
  });
});
