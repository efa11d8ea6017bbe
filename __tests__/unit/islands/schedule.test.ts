import { IDLE_TIMEOUT_MS, schedule, whenIdleOrIntent } from '../../../src/islands/schedule';

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
