import { describe, expect, it } from "vitest";
import { createBatcher } from "./batcher.ts";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("createBatcher", () => {
  it("sends a lone call without waiting for company", async () => {
    const seen: number[][] = [];
    const b = createBatcher(async (xs: number[]) => {
      seen.push(xs);
      return xs.map((x) => x * 2);
    });
    expect(await b.load(21)).toBe(42);
    expect(seen).toEqual([[21]]);
  });

  it("coalesces calls made in the same turn and answers each caller its own result, in order", async () => {
    const seen: number[][] = [];
    const b = createBatcher(async (xs: number[]) => {
      seen.push(xs);
      return xs.map((x) => `r${x}`);
    });
    const out = await Promise.all([1, 2, 3, 4, 5].map((x) => b.load(x)));
    expect(out).toEqual(["r1", "r2", "r3", "r4", "r5"]);
    expect(seen).toEqual([[1, 2, 3, 4, 5]]);
    expect(b.stats).toEqual({ batches: 1, items: 5 });
  });

  it("holds calls while maxInFlight batches run, then sends them together; never more than maxBatch at once", async () => {
    const seen: number[][] = [];
    let running = 0;
    let maxRunning = 0;
    const b = createBatcher(
      async (xs: number[]) => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        seen.push(xs);
        await tick();
        running--;
        return xs;
      },
      { maxInFlight: 1, maxBatch: 3 },
    );
    const first = b.load(0);
    await new Promise((r) => setImmediate(r)); // the first batch is now running
    const rest = [1, 2, 3, 4, 5].map((x) => b.load(x));
    expect(await Promise.all([first, ...rest])).toEqual([0, 1, 2, 3, 4, 5]);
    expect(seen).toEqual([[0], [1, 2, 3], [4, 5]]);
    expect(maxRunning).toBe(1);
  });

  it("retries each item alone when a batch fails, so only the bad item's caller gets the error", async () => {
    const b = createBatcher(async (xs: number[]) => {
      if (xs.includes(13)) throw new Error("unlucky");
      return xs.map((x) => x + 1);
    });
    const results = await Promise.allSettled([1, 13, 2].map((x) => b.load(x)));
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([
      2,
      "unlucky",
      3,
    ]);
  });
});
