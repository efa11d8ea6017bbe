import { act, renderHook } from '@testing-library/react';
import { LANDING_NAVIGATION_DELAY_MS } from '../../../src/config/constants';
import { type ClickLike, useLandingExit } from '../../../src/views/landing/useLandingExit';

function click(overrides: Partial<ClickLike> = {}): ClickLike & { preventDefault: jest.Mock } {
  return {
    button: 0,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    preventDefault: jest.fn(),
    ...overrides,
  } as ClickLike & { preventDefault: jest.Mock };
}

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }),
  });
}

function pageshow(persisted: boolean) {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  act(() => {
    window.dispatchEvent(event);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
});

describe('landing exit: idle -> leaving -> navigated', () => {
  test('navigates exactly 3500 ms after the click (SPEC §9), not before', () => {
    const go = jest.fn();
    const { result } = renderHook(() => useLandingExit(go));
    expect(result.current.state.phase).toBe('idle');

    const event = click();
    act(() => result.current.leave(event, '/scripts', 0));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.state).toEqual({ phase: 'leaving', to: '/scripts', source: 0 });

    act(() => jest.advanceTimersByTime(3499));
    expect(go).not.toHaveBeenCalled();
    expect(result.current.state.phase).toBe('leaving');

    act(() => jest.advanceTimersByTime(1));
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('/scripts');
    expect(result.current.state.phase).toBe('navigated');
  });

  test('a second click while leaving neither restarts the timer nor changes the target', () => {
    const go = jest.fn();
    const { result } = renderHook(() => useLandingExit(go));
    act(() => result.current.leave(click(), '/en/cases', 5));
    act(() => jest.advanceTimersByTime(2000));
    const second = click();
    act(() => result.current.leave(second, '/en/blog', 7));
    expect(second.preventDefault).toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1500));
    expect(go.mock.calls).toEqual([['/en/cases']]);
  });

  test('a return from the back-forward cache resets to idle and cancels the pending navigation', () => {
    const go = jest.fn();
    const { result } = renderHook(() => useLandingExit(go));
    act(() => result.current.leave(click(), '/kremlin', 6));
    act(() => jest.advanceTimersByTime(1000));

    pageshow(false); // an ordinary load is not a restore
    expect(result.current.state.phase).toBe('leaving');

    pageshow(true);
    expect(result.current.state.phase).toBe('idle');
    act(() => jest.advanceTimersByTime(5000));
    expect(go).not.toHaveBeenCalled();

    // and the page works again afterwards
    act(() => result.current.leave(click(), '/blog', 7));
    act(() => jest.advanceTimersByTime(LANDING_NAVIGATION_DELAY_MS));
    expect(go).toHaveBeenCalledWith('/blog');
  });

  test('after navigating, a bfcache restore brings the page back to idle', () => {
    const go = jest.fn();
    const { result } = renderHook(() => useLandingExit(go));
    act(() => result.current.leave(click(), '/events', 4));
    act(() => jest.advanceTimersByTime(LANDING_NAVIGATION_DELAY_MS));
    expect(result.current.state.phase).toBe('navigated');
    pageshow(true);
    expect(result.current.state.phase).toBe('idle');
  });

  test('with prefers-reduced-motion: reduce, nothing falls and navigation is immediate', () => {
    setReducedMotion(true);
    const go = jest.fn();
    const { result } = renderHook(() => useLandingExit(go));
    const event = click();
    act(() => result.current.leave(event, '/production', 1));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith('/production');
    expect(result.current.state.phase).toBe('navigated');
    expect(jest.getTimerCount()).toBe(0);
  });

  test.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle button', { button: 1 }],
    ['an already handled click', { defaultPrevented: true }],
  ])('a %s click is left to the browser: no animation, no navigation of ours', (_, overrides) => {
    const go = jest.fn();
    const { result } = renderHook(() => useLandingExit(go));
    const event = click(overrides);
    act(() => result.current.leave(event, '/casting', 2));
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(result.current.state.phase).toBe('idle');
    act(() => jest.advanceTimersByTime(10_000));
    expect(go).not.toHaveBeenCalled();
  });

  test('unmounting cancels a pending navigation', () => {
    const go = jest.fn();
    const { result, unmount } = renderHook(() => useLandingExit(go));
    act(() => result.current.leave(click(), '/scripts', 0));
    unmount();
    jest.advanceTimersByTime(LANDING_NAVIGATION_DELAY_MS);
    expect(go).not.toHaveBeenCalled();
  });
});
