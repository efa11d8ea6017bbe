/**
 * Walks of many pages, a few visits at a time. Most of a visit is waiting, not work: the network's 500 ms of quiet
 * (visit), a font file held back, the page's idle time before its islands. Run one after another, a file of such
 * visits mostly waits; run in lanes, one visit's wait is another's work. Each visit keeps what it had alone (its own
 * context or page, its own listeners), and each test still awaits and checks the visit it names.
 */

/** Visits at once: two cores, and visits that wait more than they work. */
export const LANES = 3;

/** A number of lanes that walks share: a visit waits for a free one, in the order the visits were asked for. */
export class Lanes {
  private readonly queued: Array<() => void> = [];

  constructor(private free = LANES) {}

  /** Runs `run` in the first free lane. */
  async run<R>(run: () => Promise<R>): Promise<R> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((go) => this.queued.push(go));
    try {
      return await run();
    } finally {
      const next = this.queued.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}

/**
 * Runs `run` for every item in `lanes` (their own, or lanes another walk of the file shares), in the items' order,
 * starting on the first call of the function it returns (from a test, once the file's browser and contexts are there).
 * That function gives the result of the run for one item (found by value), so each test awaits its own page: a visit
 * that fails fails its own test.
 */
export function inLanes<T, R>(items: readonly T[], run: (item: T) => Promise<R>, lanes: Lanes | number = LANES): (item: T) => Promise<R> {
  let results: Map<string, Promise<R>> | undefined;
  const start = () => {
    const shared = typeof lanes === 'number' ? new Lanes(lanes) : lanes;
    const started = new Map<string, Promise<R>>();
    for (const item of items) {
      const result = shared.run(() => run(item));
      // Handled here so that a visit failing before its test awaits it is not an unhandled rejection; the test that
      // awaits it still gets the failure.
      result.catch(() => undefined);
      started.set(JSON.stringify(item), result);
    }
    return started;
  };
  return (item) => {
    results ??= start();
    const result = results.get(JSON.stringify(item));
    if (!result) throw new Error(`${JSON.stringify(item)} is not one of this walk's items`);
    return result;
  };
}

/** `run` for every item, at most `lanes` at once; resolves to the results in the items' order. */
export function allInLanes<T, R>(items: readonly T[], run: (item: T) => Promise<R>, lanes: Lanes | number = LANES): Promise<R[]> {
  const resultOf = inLanes(items, run, lanes);
  return Promise.all(items.map(resultOf));
}
