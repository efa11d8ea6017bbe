import type { Browser, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { launchBrowser } from '../../../scripts/lib/chromium';
import { IDLE_TIMEOUT_MS } from '../../../src/islands/schedule';

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

/**
 * The shape of most e2e tests: a fresh page (openPage) for `run`, its context closed after, whether `run` passed or
 * threw. Resolves to what `run` returns.
 */
export async function withPage<T>(run: (tracked: TrackedPage) => Promise<T>, options: BrowserContextOptions = {}): Promise<T> {
  const tracked = await openPage(options);
  try {
    return await run(tracked);
  } finally {
    await tracked.close();
  }
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

/**
 * Resolves once the page has drawn `frames` more frames: what an event or a state change of now has started (a scroll
 * handler, React's commit, an observer's callback, a task queued from a frame) has then run.
 */
export async function afterFrames(page: Page, frames = 2): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? setTimeout(resolve) : requestAnimationFrame(() => step(left - 1)));
        step(count);
      }),
    frames,
  );
}

/**
 * Waits until every island of the page that hydrates by itself is hydrated (React's container on its root); at once on
 * a page without one. An `intent` island waits for the visitor to reach for it, which a page's walk does not.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]:not([data-hydrate="intent"])')].every((root) =>
      Object.keys(root).some((key) => key.startsWith('__reactContainer')),
    ),
  );
}

/**
 * Resolves once the page is where an island that hydrates when idle would have started (src/islands/schedule.ts):
 * its first paint reported, a frame drawn, then an idle moment (at most IDLE_TIMEOUT_MS), and a task after. A test
 * that then finds nothing started knows that nothing waits for idle time.
 */
export async function idleIslandsDue(page: Page): Promise<void> {
  await page.evaluate(
    (idleTimeoutMs) =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          requestAnimationFrame(() => requestIdleCallback(() => setTimeout(resolve), { timeout: idleTimeoutMs }));
        }).observe({ type: 'paint', buffered: true });
      }),
    IDLE_TIMEOUT_MS,
  );
  await afterFrames(page);
}

/** Waits, in the test, until `done()` holds: for what the test's own listeners or servers record (console, requests). */
export async function until(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
