import type { AppContext } from "../../context.ts";
import type { JobDefinition } from "../../jobs/scheduler.ts";
import { pollDueFlights } from "./poll.service.ts";

/** The flight tracking job: adopt paid airport bookings, poll the flights due (decision record 011). */
export const flightJobs = (ctx: AppContext): JobDefinition[] => [
  {
    name: "flights.track",
    everyMs: 60_000,
    run: async () => {
      const r = await pollDueFlights(ctx);
      return `adopted ${r.adopted}, polled ${r.polled}, moved ${r.moved}, failed ${r.failed}`;
    },
  },
];
