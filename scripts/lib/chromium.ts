import { execFileSync } from 'node:child_process';
import { type Browser, chromium } from 'playwright-core';

/**
 * The one Chromium set-up the e2e tests, the screenshots, the share image and
 * the bench all use (it lives here so bench/ and scripts/ never import from
 * __tests__/). Debian's package; `npx playwright install` is never needed.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Debian's Chromium quiet and working on a closed, sandboxed machine. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** The Chromium build every measurement ran on, as it names itself ("Chromium 156.0.8078.108 built on Debian ..."). */
export function chromiumVersion(): string {
  return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
}
