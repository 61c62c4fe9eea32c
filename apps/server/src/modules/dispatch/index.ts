import type { AppContext } from "../../context.ts";
import type { AppModule } from "../module.ts";
import { requireOperator } from "../../plugins/session.ts";
import { dispatchRoutes } from "./dispatch.routes.ts";
import { driverScheduleRoutes } from "./driver-schedule.routes.ts";
import { schedulesRoutes } from "./schedules.routes.ts";
import { createDispatchRunner, type DispatchRunner } from "./runner.ts";

/** The allocator's sweep: bookings a missed announcement left waiting, and those no pair fitted, looked at again. */
export const DISPATCH_SWEEP_JOB = "dispatch.sweep";
const runners = new WeakMap<AppContext, DispatchRunner>();
const runnerOf = (ctx: AppContext) => {
  let r = runners.get(ctx);
  if (!r) runners.set(ctx, (r = createDispatchRunner(ctx)));
  return r;
};

/**
 * Instant confirmation (README "Instant confirmation", decision record 024): what chauffeurs and cars can do, the
 * allocator, auto-confirm of paid bookings, the console's suggestions and day plan, alerts when a change breaks an
 * assignment.
 */
export const dispatchModule: AppModule = {
  name: "dispatch",
  jobs: (ctx) => [
    {
      name: DISPATCH_SWEEP_JOB,
      everyMs: 60_000,
      run: async () => {
        const r = runnerOf(ctx);
        r.push({ kind: "fill", codes: [null], staleMs: 60_000 }); // a paid booking whose announcement was missed
        r.push({ kind: "fill", codes: ["no_pair"], staleMs: 10 * 60_000 }); // the fleet may have changed since
        await r.idle();
      },
    },
  ],
  routes: async (app) => {
    const runner = runnerOf(app.ctx);
    const stop = runner.start();
    app.addHook("onClose", async () => {
      stop();
      await runner.idle();
    });
    await app.register(async (scope) => {
      scope.addHook("onRequest", requireOperator);
      await scope.register(dispatchRoutes(runner));
    });
    // working hours, time off and cars' unavailable periods: each checks who is asking itself (operator, chauffeur)
    await app.register(schedulesRoutes);
    await app.register(driverScheduleRoutes);
  },
};

/** Resolves when this instance's allocator has nothing left to do (tests wait on it after a payment). */
export const dispatchIdle = (ctx: AppContext) => runnerOf(ctx).idle();
