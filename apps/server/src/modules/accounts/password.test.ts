import { describe, expect, it } from "vitest";
import { createPasswordHasher, isCommonPassword } from "./password.ts";

describe("password hasher", () => {
  const hasher = createPasswordHasher({ memoryKib: 1024, timeCost: 1, concurrency: 2 });

  it("hashes with argon2id and verifies", async () => {
    const h = await hasher.hash("Sarathi#2025");
    expect(h).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await hasher.verify(h, "Sarathi#2025")).toBe(true);
    expect(await hasher.verify(h, "sarathi#2025")).toBe(false);
  });

  it("never accepts a login without a stored hash, but still spends the hashing time", async () => {
    const t0 = performance.now();
    expect(await hasher.verify(null, "anything")).toBe(false);
    expect(await hasher.verify(undefined, "")).toBe(false);
    expect(performance.now() - t0).toBeGreaterThan(0);
  });

  it("runs at most HASH_CONCURRENCY hashes at once and refuses at once when the queue is full", async () => {
    let active = 0;
    let peak = 0;
    const slow = async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5));
      active--;
      return "$argon2id$fake";
    };
    const capped = createPasswordHasher(
      { memoryKib: 1024, timeCost: 1, concurrency: 2, maxQueue: 10 },
      { hash: slow as never, verify: (async () => (await slow(), true)) as never },
    );
    await Promise.all(Array.from({ length: 12 }, (_, i) => capped.hash(`p${i}`)));
    expect(peak).toBe(2);
    const flood = await Promise.allSettled(Array.from({ length: 20 }, () => capped.verify("$argon2id$fake", "x")));
    const refused = flood.filter((r) => r.status === "rejected");
    expect(refused.length).toBe(20 - 2 - 10);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ status: 503 });
    expect(peak).toBe(2);
  });
});

describe("common passwords", () => {
  it("refuses the most common ones, case-insensitively, and allows others", () => {
    expect(isCommonPassword("123456")).toBe(true);
    expect(isCommonPassword("Password123")).toBe(true);
    expect(isCommonPassword("QWERTY")).toBe(true);
    expect(isCommonPassword("Sarathi#2025")).toBe(false);
  });
});
