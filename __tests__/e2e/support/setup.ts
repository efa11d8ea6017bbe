import { closeSharedBrowser } from './browser';

// Browser tests drive a real Chromium: give each test room on a busy 2-core machine.
jest.setTimeout(60_000);

// Each test file shares one browser (support/browser.ts); it ends with the file.
afterAll(closeSharedBrowser);
