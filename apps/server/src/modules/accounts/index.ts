import type { AppModule } from "../module.ts";
import { accountsRoutes } from "./accounts.routes.ts";
import { purgeDueAccounts } from "./purge.ts";
import { dropStaleUnverified } from "./registration.ts";

/** Rider accounts: registration, sign-in, profile, saved places, deletion and the purge job. */
export const accountsModule: AppModule = {
  name: "accounts",
  routes: accountsRoutes,
  jobs: (ctx) => [
    {
      name: "accounts-purge",
      everyMs: 60 * 60 * 1000,
      async run() {
        const purged = await purgeDueAccounts(ctx);
        const stale = await dropStaleUnverified({ ctx, now: () => ctx.clock.now() });
        return `purged ${purged}, dropped ${stale} unverified`;
      },
    },
  ],
};

// the public entry other modules import from (never a file inside this folder)
export { createPasswordHasher, type PasswordHasher } from "./password.ts";
export { LIMITS as ACCOUNT_LIMITS, scaled as scaledLimit } from "./limits.ts";
export { countOtpTry } from "./otp.ts";
