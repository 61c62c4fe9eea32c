import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.ts";

/** The local Redis (127.0.0.1:6379 on this machine), or REDIS_TEST_URL / REDIS_URL. */
const REDIS_URL = process.env.REDIS_TEST_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
/** Set by .ci/run when it found Redis: the Redis cases must then run, never be skipped. */
const REDIS_EXPECTED = process.env.EXPECT_REDIS === "1";
const redisUp = await new Promise<boolean>((resolve) => {
  const u = new URL(REDIS_URL);
  const s = net.connect(Number(u.port || 6379), u.hostname);
  s.once("connect", () => (s.end(), resolve(true)));
  s.once("error", () => resolve(false));
  s.setTimeout(1000, () => (s.destroy(), resolve(false)));
});

// Without Redis the Redis cases are skipped on a developer's machine; in CI, where Redis is expected, its absence fails.
it.runIf(REDIS_EXPECTED)("reaches the Redis that CI expects", () => {
  expect(
    redisUp,
    `EXPECT_REDIS=1 but nothing answers at ${REDIS_URL}: the Redis rate-limit store would go untested`,
  ).toBe(true);
});

/**
 * Fixed-window rate limits shared by every instance: in the database by default, in Redis when REDIS_URL is set.
 * The same rules, checked through the app's own limiter on each store.
 */
describe.each([
  { store: "database", config: {} as Record<string, string> },
  { store: "redis", config: { REDIS_URL } },
])("rate limits in the $store", ({ store, config }) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  it.skipIf(store === "redis" && !redisUp)(
    "allows the limit, refuses the next hit with 429 and Retry-After, and counts per key",
    async () => {
      const t = await createTestApp({ config });
      apps.push(t);
      const limiter = t.app.ctx.rateLimiter;
      const key = `test:${store}:${crypto.randomUUID()}`;
      const rule = { limit: 3, windowSeconds: 60 };
      for (let i = 1; i <= 3; i++) expect(await limiter.hit(key, rule)).toMatchObject({ allowed: true, count: i });
      const over = await limiter.hit(key, rule);
      expect(over.allowed).toBe(false);
      expect(over.retryAfterSeconds).toBeGreaterThan(0);
      expect(over.retryAfterSeconds).toBeLessThanOrEqual(60);
      await expect(limiter.enforce(key, rule, "Slow down.")).rejects.toMatchObject({
        status: 429,
        message: "Slow down.",
      });
      // another key has its own count
      expect((await limiter.hit(`${key}:other`, rule)).count).toBe(1);
      // the next window starts again
      t.clock.setOffsetMs(61_000);
      expect(await limiter.hit(key, rule)).toMatchObject({ allowed: true, count: 1 });
      t.clock.setOffsetMs(0);
      // reset forgets the key
      await limiter.reset(key);
      expect((await limiter.hit(key, rule)).count).toBe(1);
    },
  );

  // two apps here have two PGlite databases, so only Redis can be shared between them: the counts of one must reach the
  // other (a limiter that ignored REDIS_URL would let the third hit through)
  it.skipIf(store !== "redis" || !redisUp)("is shared by two app instances on the same store", async () => {
    const a = await createTestApp({ config });
    const b = await createTestApp({ config });
    apps.push(a, b);
    const key = `test:shared:${crypto.randomUUID()}`;
    const rule = { limit: 2, windowSeconds: 60 };
    await a.app.ctx.rateLimiter.hit(key, rule);
    await b.app.ctx.rateLimiter.hit(key, rule);
    expect((await a.app.ctx.rateLimiter.hit(key, rule)).allowed).toBe(false);
  });
});
