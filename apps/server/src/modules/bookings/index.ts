import type { AppModule } from "../module.ts";
import { paymentsRoutes } from "../payments/payments.routes.ts";
import { bookingsRoutes } from "./bookings.routes.ts";
import { bookingJobs } from "./jobs.ts";

/** Bookings and payments (issue 6): orders, list, details, cancel, refunds, callback, webhooks, the sandbox checkout, jobs. */
export const bookingsModule: AppModule = {
  name: "bookings",
  routes: async (app) => {
    await app.register(bookingsRoutes);
    await app.register(paymentsRoutes);
  },
  jobs: bookingJobs,
};
