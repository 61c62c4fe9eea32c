import { describe, expect, it, vi } from "vitest";
import type { Resolver, ResolverResult } from "react-hook-form";
import { lazyResolver } from "./lazy-resolver";

type Values = { phone: string };
/** lets an `atIdle` task run (Node has no requestIdleCallback: a 1 ms timer stands in) */
const idle = () => new Promise((r) => setTimeout(r, 10));
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe("lazyResolver (validation fetched on first use)", () => {
  it("loads once, on first use or preload, and answers as the loaded resolver", async () => {
    const missing: ResolverResult<Values> = {
      values: {},
      errors: { phone: { type: "too_small", message: "Phone is required" } },
    };
    const inner: Resolver<Values> = async (values) => (values.phone ? { values, errors: {} } : missing);
    const load = vi.fn(() => Promise.resolve(inner));
    const resolver = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    // not inside the focus handler that preloads: at idle, after the tap's answer has painted (lib/idle.ts)
    expect(load).not.toHaveBeenCalled();
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await resolver({ phone: "" }, undefined, options)).toEqual(await inner({ phone: "" }, undefined, options));
    expect(await resolver({ phone: "9876543210" }, undefined, options)).toEqual({
      values: { phone: "9876543210" },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("retries after a failed load (offline before the chunk was cached)", async () => {
    const inner: Resolver<Values> = (values) => Promise.resolve({ values, errors: {} });
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(inner);
    const resolver = lazyResolver<Values>(load);
    resolver.preload(); // a failed preload is silent…
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
    // …and the next validation loads again
    expect(await resolver({ phone: "1" }, undefined, options)).toEqual({ values: { phone: "1" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
    // a validation whose own load fails rejects, and the one after retries
    const again = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(inner);
    const second = lazyResolver<Values>(again);
    await expect(second({ phone: "1" }, undefined, options)).rejects.toThrow("offline");
    expect(await second({ phone: "1" }, undefined, options)).toEqual({ values: { phone: "1" }, errors: {} });
    expect(again).toHaveBeenCalledTimes(2);
  });

  it("answers the empty form from its map while the schema is still coming, and only the empty form", async () => {
    let arrive!: (r: Resolver<Values>) => void;
    const load = vi.fn(() => new Promise<Resolver<Values>>((r) => (arrive = r)));
    const resolver = lazyResolver<Values>(load, { phone: "Phone is required" });
    // the chunk never arrives during this call: the answer comes from the map, and the download starts at idle
    expect(await resolver({ phone: "" }, undefined, options)).toEqual({
      values: {},
      errors: { phone: { type: "required", message: "Phone is required" } },
    });
    expect(load).not.toHaveBeenCalled();
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
    // a filled form waits for the schema
    let answered = false;
    const filled = Promise.resolve(resolver({ phone: "12345" }, undefined, options)).then((r) => {
      answered = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(answered).toBe(false);
    const inner: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
      values.phone.length === 10
        ? { values, errors: {} }
        : { values: {}, errors: { phone: { type: "custom", message: "Enter a valid 10-digit number" } } };
    arrive(inner);
    expect((await filled).errors).toEqual({ phone: { type: "custom", message: "Enter a valid 10-digit number" } });
    // once it has arrived, the schema answers the empty form too
    expect(await resolver({ phone: "" }, undefined, options)).toEqual(await inner({ phone: "" }, undefined, options));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
