/** One account's runs: the one in flight, and the one that will follow it with every request that came meanwhile. */
interface KeyState<Hint, Result> {
  running: Promise<Result>;
  next: { hints: Hint[]; promise: Promise<Result> } | undefined;
}

/**
 * Runs work per key at most once at a time in this process, and folds the
 * requests that arrive while a run is in flight into one run after it.
 * Every request is answered by a run that started after the request came,
 * so it sees whatever the request was about, while a burst of 100 requests
 * costs two runs instead of 100. (Across processes, the sync tickets keep
 * an older run from overwriting a newer one; see `takeSyncTicket`.)
 */
export class SyncCoalescer<Hint, Result> {
  private readonly states = new Map<string, KeyState<Hint, Result>>();

  constructor(private readonly work: (key: string, hints: Hint[]) => Promise<Result>) {}

  request(key: string, hint: Hint): Promise<Result> {
    const state = this.states.get(key);
    if (!state) {
      const fresh = { next: undefined } as KeyState<Hint, Result>;
      this.states.set(key, fresh);
      fresh.running = this.runThenRelease(key, fresh, [hint]);
      return fresh.running;
    }
    if (state.next) {
      state.next.hints.push(hint);
      return state.next.promise;
    }
    const next = { hints: [hint] } as NonNullable<KeyState<Hint, Result>['next']>;
    state.next = next;
    const ignore = () => undefined;
    // The follow-up starts once the run in flight has settled, whatever its outcome.
    next.promise = state.running.then(ignore, ignore).then(() => {
      state.next = undefined;
      state.running = this.runThenRelease(key, state, next.hints);
      return state.running;
    });
    return next.promise;
  }

  private async runThenRelease(key: string, state: KeyState<Hint, Result>, hints: Hint[]): Promise<Result> {
    try {
      return await this.work(key, hints);
    } finally {
      if (state.next === undefined && this.states.get(key) === state) this.states.delete(key);
    }
  }
}
