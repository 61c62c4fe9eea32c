import { afterEach, describe, expect, it, vi } from "vitest";
import { atIdle } from "./idle";

describe("atIdle (no preload inside a tap's handlers)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("hands the task to requestIdleCallback with a deadline, and runs nothing before", () => {
    const queued: { cb: () => void; opts?: { timeout?: number } }[] = [];
    vi.stubGlobal("requestIdleCallback", (cb: () => void, opts?: { timeout?: number }) => queued.push({ cb, opts }));
    const task = vi.fn();
    atIdle(task, 700);
    expect(task).not.toHaveBeenCalled();
    expect(queued).toHaveLength(1);
    expect(queued[0].opts).toEqual({ timeout: 700 });
    queued[0].cb();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("falls back to a timer where requestIdleCallback is missing", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    atIdle(task);
    expect(task).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 10));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
