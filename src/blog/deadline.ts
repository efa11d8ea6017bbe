/** Why a feed request was given up: its deadline passed (product §8: loading ends even when no answer comes). */
export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * Runs `work` with a signal that aborts after `ms`, or when `cancel` aborts (the feed no longer wants the answer: a
 * search replaced by another), and settles by then whether or not `work` listens to the signal: a request that never
 * answers cannot hold the feed in 'Loading...'. A timer and an AbortController rather than AbortSignal.timeout, which
 * Safari has only since 16.
 */
export function withDeadline<T>(work: (signal: AbortSignal) => Promise<T>, ms: number, cancel?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const { signal } = controller;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => controller.abort(new DeadlineError(ms)), ms);
    const onCancel = () => controller.abort(cancel?.reason);
    const onAbort = () => reject((signal.reason as Error | undefined) ?? new DeadlineError(ms));
    signal.addEventListener('abort', onAbort, { once: true });
    if (cancel?.aborted) onCancel();
    else cancel?.addEventListener('abort', onCancel, { once: true });
    // Through a promise, so a loader that throws at once fails the load like one that rejects.
    new Promise<T>((settle) => settle(work(signal))).then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      cancel?.removeEventListener('abort', onCancel);
    });
  });
}
