import { z } from "zod";
import type { AppModule } from "../module.ts";
import { notFound } from "../../lib/errors.ts";

/**
 * Development and test aids. The movable clock exists only when ENABLE_TEST_CLOCK is on (never with a production
 * database); browser tests use it to move time past the 72-hour and 30-day account rules and order expiries.
 */
export const devModule: AppModule = {
  name: "dev",
  routes: async (app) => {
    app.post(
      "/api/v1/dev/clock",
      {
        schema: {
          hide: true,
          body: z.object({ offsetMs: z.number().int() }),
        },
      },
      async (req) => {
        if (!app.ctx.config.ENABLE_TEST_CLOCK) throw notFound();
        app.ctx.clock.setOffsetMs(req.body.offsetMs);
        return { success: true, now: app.ctx.clock.now().toISOString() };
      },
    );
    app.post("/api/v1/dev/jobs/:name", { schema: { hide: true, params: z.object({ name: z.string() }) } }, async (req) => {
      if (!app.ctx.config.ENABLE_TEST_CLOCK) throw notFound();
      if (!app.ctx.scheduler.jobs().includes(req.params.name)) throw notFound("Unknown job");
      const outcome = await app.ctx.scheduler.runNow(req.params.name);
      return { success: true, outcome: outcome ?? "ok" };
    });
  },
};
