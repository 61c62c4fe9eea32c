import type { Redis } from "ioredis";
import type { Database } from "../db/client.ts";
import type { Clock } from "./clock.ts";
import { tooMany } from "./errors.ts";

export interface RateLimitRule {
  /** how many hits are allowed in one window */
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit for `key`; returns whether it is within the rule and when the window ends. */
  hit(key: string, rule: RateLimitRule): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }>;
  /** Throws a 429 AppError with `message` when the hit is over the rule. */
  enforce(key: string, rule: RateLimitRule, message: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * Fixed-window counters shared by every instance: a row per (key, window) in PostgreSQL/PGlite,
 * or INCR/EXPIRE in Redis when REDIS_URL is set. Nothing lives in process memory.
 */
export function createRateLimiter(opts: { database: Database; clock: Clock; redis?: Redis }): RateLimiter {
  const { database, clock, redis } = opts;
  const windowOf = (rule: RateLimitRule) => {
    const nowMs = clock.now().getTime();
    const size = rule.windowSeconds * 1000;
    const start = Math.floor(nowMs / size) * size;
    return { start, end: start + size, retryAfterSeconds: Math.max(1, Math.ceil((start + size - nowMs) / 1000)) };
  };
  const limiter: RateLimiter = {
    async hit(key, rule) {
      const w = windowOf(rule);
      let count: number;
      if (redis) {
        const k = `rl:${key}:${w.start}`;
        const res = await redis
          .multi()
          .incr(k)
          .pexpireat(k, w.end + 1000)
          .exec();
        count = Number(res?.[0]?.[1] ?? 0);
      } else {
        const rows = await database.query<{ count: number }>(
          `INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES ($1, $2, 1, $3)
           ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
           RETURNING count`,
          [key, new Date(w.start), new Date(w.end)],
        );
        count = Number(rows[0].count);
      }
      return { allowed: count <= rule.limit, count, retryAfterSeconds: w.retryAfterSeconds };
    },
    async enforce(key, rule, message) {
      const r = await limiter.hit(key, rule);
      if (!r.allowed) throw tooMany(message, r.retryAfterSeconds);
    },
    async reset(key) {
      if (redis) {
        const keys = await redis.keys(`rl:${key}:*`);
        if (keys.length) await redis.del(...keys);
      } else await database.query("DELETE FROM rate_limits WHERE key = $1", [key]);
    },
  };
  return limiter;
}
