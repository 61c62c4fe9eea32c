/**
 * Coalesces concurrent single-item database calls into one statement per batch (the "group commit" of the hot paths:
 * session lookups, quote inserts). A call made while the database is idle goes out at the end of the current event
 * loop turn, so a lone request waits for nothing; calls that arrive while `maxInFlight` batches are already running
 * wait for one of them to finish and then go together. Every caller still gets its own answer only after its own
 * statement has completed: batching changes the number of round trips, never what a caller sees.
 *
 * `run` answers one result per item, in order. If it throws for a batch of several items, each item is retried alone,
 * so one bad item (a constraint violation) fails only its own caller.
 */
export interface Batcher<I, O> {
  load(item: I): Promise<O>;
  /** batches run so far and items they carried (for tests and benchmarks) */
  readonly stats: { batches: number; items: number };
}

export function createBatcher<I, O>(
  run: (items: I[]) => Promise<O[]>,
  opts: { maxBatch?: number; maxInFlight?: number } = {},
): Batcher<I, O> {
  const maxBatch = opts.maxBatch ?? 100;
  const maxInFlight = opts.maxInFlight ?? 2;
  type Waiter = { item: I; resolve: (o: O) => void; reject: (e: unknown) => void };
  let queue: Waiter[] = [];
  let inFlight = 0;
  let scheduled = false;
  const stats = { batches: 0, items: 0 };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };

  async function runBatch(batch: Waiter[]) {
    stats.batches++;
    stats.items += batch.length;
    try {
      const out = await run(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(out[i]));
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
      // one bad item must not fail the others: retry each alone
      await Promise.all(
        batch.map(async (w) => {
          try {
            w.resolve((await run([w.item]))[0]);
          } catch (e) {
            w.reject(e);
          }
        }),
      );
    }
  }

  function flush() {
    scheduled = false;
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
      queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
      inFlight++;
      void runBatch(batch).finally(() => {
        inFlight--;
        if (queue.length > 0) schedule();
      });
    }
  }

  return {
    load: (item) =>
      new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (inFlight < maxInFlight) schedule();
      }),
    stats,
  };
}
