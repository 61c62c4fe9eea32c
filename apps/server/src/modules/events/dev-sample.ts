import { eventPages } from "@chauffeur/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { quoteLinkToken } from "./quote-link.ts";
import { insertEventWithQuote } from "./test-support.ts";

/** The dev path that writes an event with a sent quote (browser tests of the client's side). */
export const DEV_EVENT_SAMPLE_PATH = "/api/v1/dev/events/sample";

const Body = z.object({
  clientPhone: z.string().regex(/^\+91\d{10}$/, "Enter +91 followed by 10 digits"),
  /** the first day, this many days from now */
  daysAhead: z.number().int().min(1).max(300),
  /** how long the quote stays valid from now (negative: already expired) */
  validDays: z.number().int().min(-30).max(60).default(7),
});

const isoDaysAhead = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Test aid beside the movable clock (registered by the dev module only with ENABLE_TEST_CLOCK, never in production):
 * an event with one sent quote (insertEventWithQuote: ₹1,05,000 with a 30 % deposit) and its signed link, so a browser
 * test of the client's quote page needs not build the quote in the console first (the console's own tests do).
 */
export function registerEventSampleAid(app: App, guard: (req: FastifyRequest) => Promise<void>) {
  app.post(DEV_EVENT_SAMPLE_PATH, { onRequest: guard, schema: { hide: true, body: Body } }, async (req) => {
    const { ctx } = app;
    const now = ctx.clock.now();
    const date = isoDaysAhead(now, req.body.daysAhead);
    const validUntil = new Date(now.getTime() + req.body.validDays * 86_400_000);
    const ev = await insertEventWithQuote(ctx, {
      dates: [date],
      lines: [
        { kind: "cars", vehicleClass: "sedan", cars: 2, dates: [date], start: "10:00", end: "20:00", basis: "day" },
      ],
      clientPhone: req.body.clientPhone,
      validUntil,
      balanceDueOn: isoDaysAhead(now, Math.max(0, req.body.daysAhead - 7)),
    });
    const token = quoteLinkToken(ctx, {
      id: ev.quoteId,
      version: 1,
      totalPaise: ev.totalPaise,
      depositPaise: ev.depositPaise,
      validUntil,
    });
    return { ...ev, link: eventPages.quote(ev.quoteId, token) };
  });
}
