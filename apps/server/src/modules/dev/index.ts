import { z } from "zod";
import { desc, eq, sql } from "drizzle-orm";
import { DevOutboxQuerySchema, DevOutboxResponseSchema, apiPaths } from "@chauffeur/contracts";
import type { AppModule } from "../module.ts";
import { notFound } from "../../lib/errors.ts";
import { usesEmbeddedMail, usesEmbeddedSms } from "../../config.ts";
import { outboxMessages } from "../../db/schema/index.ts";

/**
 * Development and test aids. The movable clock exists only when ENABLE_TEST_CLOCK is on (never with a production
 * database); browser tests use it to move time past the 72-hour and 30-day account rules and order expiries.
 */
export const devModule: AppModule = {
  name: "dev",
  routes: async (app) => {
    // The development mailbox: every SMS and e-mail kept by the embedded transports, newest first. It exists only
    // while both embedded transports are active (with a real provider the messages are real and private).
    app.get(
      apiPaths.devOutbox,
      { schema: { hide: true, querystring: DevOutboxQuerySchema, response: { 200: DevOutboxResponseSchema } } },
      async (req, reply) => {
        const { config, db } = app.ctx;
        if (!usesEmbeddedMail(config) || !usesEmbeddedSms(config)) throw notFound();
        // "+91…" arrives as " 91…" when the caller forgot to encode the plus sign; 10 digits alone mean +91 too
        let to = req.query.to?.trim();
        if (to && /^91\d{10}$/.test(to)) to = `+${to}`;
        else if (to && /^\d{10}$/.test(to)) to = `+91${to}`;
        const rows = await db
          .select()
          .from(outboxMessages)
          .where(to ? eq(outboxMessages.toAddress, to.includes("@") ? to.toLowerCase() : to) : undefined)
          .orderBy(desc(outboxMessages.createdAt), desc(sql`ctid`))
          .limit(200);
        reply.header("cache-control", "no-store");
        return {
          messages: rows.map((m) => ({
            channel: m.channel,
            to: m.toAddress,
            subject: m.subject,
            text: m.text,
            html: m.html,
            createdAt: m.createdAt.toISOString(),
          })),
        };
      },
    );

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
