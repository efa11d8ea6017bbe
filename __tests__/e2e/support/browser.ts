import type { Browser, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { launchBrowser } from '../../../scripts/lib/chromium';

let shared: Promise<Browser> | undefined;

/**
 * The one browser of a test file, launched on the first `openPage` (files that
 * only fetch never start one) and closed by support/setup.ts after the file.
 */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared;
}

export async function closeSharedBrowser(): Promise<void> {
  const browser = shared;
  shared = undefined;
  if (browser) await (await browser).close();
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
  close: () => Promise<void>;
}

/** A fresh context and page (axe needs pages made through newContext) that records console errors. */
export async function openPage(options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors, close: () => context.close() };
}

/** Navigates to a site path and waits until the network is idle (the blog's feed has then asked for its first page). */
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
