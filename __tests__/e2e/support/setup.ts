// Browser tests drive a real Chromium: give each test room on a busy 2-core machine.
jest.setTimeout(60_000);
