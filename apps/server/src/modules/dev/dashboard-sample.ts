import { z } from "zod";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { insertDashboardSample } from "../dashboard/index.ts";

/** The dev path that fills the owner's dashboard with past rides (its browser test and screenshots, demos). */
export const DEV_DASHBOARD_SAMPLE_PATH = "/api/v1/dev/dashboard/sample";

const Body = z.object({
  days: z.number().int().min(1).max(120).default(56),
  seed: z.number().int().min(0).default(7),
  /** bookings a day on average */
  perDay: z.number().int().min(1).max(150).default(6),
});

type App = Parameters<FastifyPluginAsyncZod>[0];
/** Registered only with ENABLE_TEST_CLOCK, never in production (dashboard/dev-sample.ts). */
export function registerDashboardSampleAid(app: App, guard: (req: FastifyRequest) => Promise<void>) {
  app.post(DEV_DASHBOARD_SAMPLE_PATH, { onRequest: guard, schema: { hide: true, body: Body } }, async (req) =>
    insertDashboardSample(app.ctx, req.body),
  );
}
