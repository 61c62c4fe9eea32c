import type { AppModule } from "../module.ts";
import { accountsRoutes } from "./accounts.routes.ts";
import { purgeDueAccounts } from "./purge.ts";
import { deliverDueMessages } from "../notifications/sender.ts";

/** Rider accounts (issue 4) and the delivery of the outbox they (and every other module) write to. */
export const accountsModule: AppModule = {
  name: "accounts",
  routes: accountsRoutes,
  jobs: (app) => [
    {
      name: "outbox-delivery",
      everyMs: 5_000,
      async run() {
        let total = 0;
        // drain in batches, bounded so one slot never runs for long
        for (let i = 0; i < 10; i++) {
          const r = await deliverDueMessages(app.ctx, app.log);
          total += r.sent + r.failed;
          if (r.sent + r.failed < 20) break;
        }
        return `processed ${total}`;
      },
    },
    {
      name: "accounts-purge",
      everyMs: 60 * 60 * 1000,
      async run() {
        const purged = await purgeDueAccounts(app.ctx);
        const stale = await app.accounts.dropStaleUnverified();
        return `purged ${purged}, dropped ${stale} unverified`;
      },
    },
  ],
};
