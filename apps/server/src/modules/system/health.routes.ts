import { readdirSync } from "node:fs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LivenessSchema, ReadinessSchema, apiPaths, type Readiness } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { MIGRATIONS_DIR } from "../../db/migrate.ts";

/** a database that does not answer within this long counts as unreachable (a black-holed network never errors) */
const DATABASE_TIMEOUT_MS = 3000;

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e) => (clearTimeout(t), reject(e)),
    );
  });

let migrationFiles: string[] | undefined;
const expectedMigrations = () =>
  (migrationFiles ??= readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort());

/**
 * Readiness (decision record 013): the database answers, every migration this build ships is applied, and this
 * instance's job scheduler is ticking (when JOBS_ENABLED). Cheap enough for a probe every few seconds: two queries.
 */
export async function readiness(ctx: AppContext): Promise<Readiness> {
  const problems: string[] = [];
  const checks: Readiness["checks"] = { database: "ok", migrations: "ok", jobs: "ok" };
  try {
    const applied = await withTimeout(
      ctx.database.query<{ name: string }>("SELECT name FROM schema_migrations"),
      DATABASE_TIMEOUT_MS,
    );
    const done = new Set(applied.map((r) => r.name));
    const pending = expectedMigrations().filter((f) => !done.has(f));
    if (pending.length > 0) {
      checks.migrations = "pending";
      problems.push(`migrations not applied: ${pending.slice(0, 5).join(", ")}${pending.length > 5 ? ", …" : ""}`);
    }
  } catch (e) {
    checks.database = "unreachable";
    checks.migrations = "unknown";
    problems.push(`database unreachable: ${(e as Error).message}`.slice(0, 300));
  }
  const s = ctx.scheduler.status();
  if (!ctx.config.JOBS_ENABLED) checks.jobs = "disabled";
  else if (!s.started) {
    checks.jobs = "not_running";
    problems.push("jobs: JOBS_ENABLED but this instance's scheduler is not running");
  } else {
    const since = Date.now() - (s.lastTickAt ?? 0);
    if (since > ctx.config.JOBS_STALL_SECONDS * 1000) {
      checks.jobs = "stalled";
      problems.push(
        `jobs stalled: no scheduler tick has finished for ${Math.round(since / 1000)} s (JOBS_STALL_SECONDS=${ctx.config.JOBS_STALL_SECONDS})`,
      );
    }
  }
  return { status: problems.length ? "not_ready" : "ready", checks, problems };
}

const startedAt = performance.now();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.healthLive,
    {
      schema: {
        tags: ["system"],
        summary: "Liveness: the process answers (no database check)",
        response: { 200: LivenessSchema },
      },
    },
    async (_req, reply) =>
      reply
        .header("cache-control", "no-store")
        .send({ status: "live" as const, uptimeSeconds: Math.round((performance.now() - startedAt) / 100) / 10 }),
  );
  app.get(
    apiPaths.healthReady,
    {
      schema: {
        tags: ["system"],
        summary: "Readiness: database reachable, migrations applied, jobs ticking (503 naming what is wrong)",
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_req, reply) => {
      const r = await readiness(app.ctx);
      return reply
        .status(r.status === "ready" ? 200 : 503)
        .header("cache-control", "no-store")
        .send(r);
    },
  );
};
