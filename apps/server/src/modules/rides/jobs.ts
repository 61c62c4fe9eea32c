import type { AppContext } from "../../context.ts";
import type { JobDefinition } from "../../jobs/scheduler.ts";
import { raiseDueAlerts } from "./alert-rules.ts";
import { purgeOldTrails } from "./trail-purge.ts";

/** The day of the ride's scheduled jobs (trail retention, operations alerts). */
export const rideJobs = (ctx: AppContext): JobDefinition[] => [
  // late 'On my way' and ETAs past the pickup, for the console (alert-rules.ts)
  { name: "rides.alerts", everyMs: 60_000, run: () => raiseDueAlerts(ctx) },
  // trails deleted 30 days after the trip; distance and times stay (trail-purge.ts)
  {
    name: "rides.purge-trails",
    everyMs: 60 * 60_000,
    run: async () => {
      const r = await purgeOldTrails(ctx);
      return `purged the trails of ${r.rides} rides (${r.positions} positions)`;
    },
  },
];
