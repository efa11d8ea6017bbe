import { type Browser, type BrowserContextOptions, chromium, type ConsoleMessage, type Page } from 'playwright-core';

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

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e project through jest (globalSetup starts the server)');
  return url;
}

export interface TrackedPage {
  page: Page;
  /** Everything the page logged with console.error, plus uncaught exceptions. */
  errors: string[];
  close(): Promise<void>;
}

/** A fresh context and page (axe needs pages made through newContext) that records console errors. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors, close: () => context.close() };
}

/** Navigates to a site path and waits until React has hydrated it. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return response;
}

/** Waits until `<html lang>` says `lang` (Gatsby's Head updates it just after a client-side navigation). */
export async function waitForLang(page: Page, lang: string) {
  await page.waitForFunction((expected) => document.documentElement.lang === expected, lang, { timeout: 5000 });
}

/** Console errors other than the browser's own notes about resources answering 404 (the 404 page's document). */
export function appErrors(errors: string[]): string[] {
  return errors.filter((e) => !e.startsWith('Failed to load resource: the server responded with a status of 404'));
}
