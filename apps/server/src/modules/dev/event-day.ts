import { z } from "zod";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createEventForDay } from "../events/index.ts";

/** The dev path that makes a paid event with its runs (browser tests of the day of an event). */
export const DEV_EVENT_DAY_PATH = "/api/v1/dev/events/day";

const Body = z.object({
  vehicleClass: z.string().default("sedan"),
  cars: z.number().int().min(1).max(6).default(2),
  /** the line's start, this many minutes from the server's now */
  startInMinutes: z.number().int().min(0).max(600).default(20),
  hours: z.number().int().min(1).max(8).default(3),
  partnerCars: z.number().int().min(0).max(3).default(1),
  clientPhone: z.string().regex(/^\+91\d{10}$/),
});

type App = Parameters<FastifyPluginAsyncZod>[0];
/**
 * Test aid beside the movable clock (registered only with ENABLE_TEST_CLOCK, never in production): a paid event of
 * one car line starting soon, with partner cars and its runs (events/dev-aid.ts), so a browser test reaches the day
 * of an event without the console's quote builder and a deposit's checkout.
 */
export function registerEventDayAid(app: App, guard: (req: FastifyRequest) => Promise<void>) {
  app.post(DEV_EVENT_DAY_PATH, { onRequest: guard, schema: { hide: true, body: Body } }, async (req) =>
    createEventForDay(app.ctx, req.body),
  );
}
