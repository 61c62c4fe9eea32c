import { purgeExpiredSessions } from "../../plugins/session.ts";
import type { AppModule } from "../module.ts";
import { systemRoutes } from "./system.routes.ts";

export const systemModule: AppModule = {
  name: "system",
  routes: systemRoutes,
  jobs: (ctx) => [
    {
      name: "housekeeping",
      everyMs: 60 * 60 * 1000,
      async run() {
        const db = ctx.database;
        const now = ctx.clock.now();
        await purgeExpiredSessions(ctx.db, now);
        await db.query("DELETE FROM rate_limits WHERE expires_at < $1", [now]);
        // streams resume within minutes, not days (decision record 010)
        await db.query("DELETE FROM live_events WHERE created_at < $1", [new Date(now.getTime() - 24 * 3600 * 1000)]);
        await db.query("DELETE FROM job_runs WHERE started_at < $1", [new Date(now.getTime() - 7 * 24 * 3600 * 1000)]);
        return "ok";
      },
    },
  ],
};
