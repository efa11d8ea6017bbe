import { IDLE_TIMEOUT_MS, afterFirstPaintShown, schedule, whenIdleOrIntent } from '../../../src/islands/schedule';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('an idle island starts at the visitor’s first intent, once, however many follow', () => {
  const task = jest.fn();
  whenIdleOrIntent(task);
  expect(task).not.toHaveBeenCalled();
  document.dispatchEvent(new Event('pointerdown'));
  document.dispatchEvent(new Event('keydown'));
  jest.advanceTimersByTime(IDLE_TIMEOUT_MS * 2);
  expect(task).toHaveBeenCalledTimes(1);
});

test('without an intent it starts when the browser is idle, at most IDLE_TIMEOUT_MS later', () => {
  const idle = jest.fn((run: () => void, options?: { timeout?: number }) => setTimeout(run, options?.timeout) as unknown as number);
  Object.assign(window, { requestIdleCallback: idle });
  try {
    const task = jest.fn();
    whenIdleOrIntent(task);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
    document.dispatchEvent(new Event('touchstart'));
    expect(task).toHaveBeenCalledTimes(1);
  } finally {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  }
});

test('nothing starts before the first frame is on screen', () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const task = jest.fn();
  schedule('paint', task);
  jest.advanceTimersByTime(1000);
  expect(task).not.toHaveBeenCalled();
  frames.forEach((frame) => frame(0));
  jest.advanceTimersByTime(0);
  expect(task).toHaveBeenCalledTimes(1);
});

/** A browser's paint reports: `report()` delivers a first-contentful-paint entry to every observer watching. */
function paintReports() {
  const observers: Array<(list: { getEntriesByName(name: string): unknown[] }) => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  Object.assign(window, { PerformanceObserver: FakeObserver });
  return {
    report: () =>
      [...observers].forEach((callback) => callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })),
    watching: () => observers.length,
    restore: () => delete (window as { PerformanceObserver?: unknown }).PerformanceObserver,
  };
}

test('an idle island waits for the first paint reported on screen, not just drawn, then starts once', () => {
  const paints = paintReports();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => setTimeout(() => callback(0), 16) as unknown as number);
  try {
    const task = jest.fn();
    afterFirstPaintShown(task);
    jest.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
    paints.report();
    expect(task).toHaveBeenCalledTimes(1);
    expect(paints.watching()).toBe(0);
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS * 2);
    expect(task).toHaveBeenCalledTimes(1);
  } finally {
    paints.restore();
  }
});

test('a first paint never reported (a page with nothing contentful) still starts its idle islands, IDLE_TIMEOUT_MS after a frame', () => {
  const paints = paintReports();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => setTimeout(() => callback(0), 16) as unknown as number);
  try {
    const task = jest.fn();
    schedule('idle', task);
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    // No report came: the idle wait has started anyway, and the visitor's first act ends it.
    document.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
    expect(paints.watching()).toBe(0);
  } finally {
    paints.restore();
  }
});

test('where the browser reports no paints, an idle island waits only for the next frame and idle time', () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const task = jest.fn();
  schedule('idle', task);
  document.dispatchEvent(new Event('keydown'));
  expect(task).not.toHaveBeenCalled();
  frames.forEach((frame) => frame(0));
  jest.advanceTimersByTime(0);
  document.dispatchEvent(new Event('keydown'));
  expect(task).toHaveBeenCalledTimes(1);
});

test('an island that hydrates on intent waits for the visitor to reach for it: never on its own, nor for an act elsewhere', () => {
  const root = document.createElement('div');
  root.innerHTML = '<button type="button">Поделиться</button>';
  document.body.append(root);
  try {
    const task = jest.fn();
    schedule('intent', task, root);
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS * 10);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.dispatchEvent(new Event('keydown'));
    expect(task).not.toHaveBeenCalled();
    // Tabbing into it is reaching for it as much as a pointer or a finger is; once, whatever follows.
    root.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    root.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
  } finally {
    root.remove();
  }
});

test('an intent island needs its root', () => {
  expect(() => schedule('intent', jest.fn())).toThrow(/needs its root/);
});
