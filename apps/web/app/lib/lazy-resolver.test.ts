import { describe, expect, it, vi } from "vitest";
import type { Resolver, ResolverResult } from "react-hook-form";
import { lazyResolver } from "./lazy-resolver";

type Values = { phone: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe("lazyResolver (issue 16: validation fetched on first use)", () => {
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
    resolver.preload(); // a failed preload is silent
    await expect(resolver({ phone: "1" }, undefined, options)).rejects.toThrow("offline");
    expect(await resolver({ phone: "1" }, undefined, options)).toEqual({ values: { phone: "1" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
