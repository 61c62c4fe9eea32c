import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LivenessSchema, ReadinessSchema, apiPaths } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";

const ready = async (t: TestApp) => {
  const res = await t.app.inject({ url: apiPaths.healthReady });
  return { status: res.statusCode, body: ReadinessSchema.parse(res.json()) };
};

describe("liveness and readiness", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("live: 200 without touching the database; ready: 200 with every check ok (jobs disabled here)", async () => {
    const live = await t.app.inject({ url: apiPaths.healthLive });
    expect(live.statusCode).toBe(200);
    expect(LivenessSchema.parse(live.json()).status).toBe("live");
    expect(await ready(t)).toEqual({
      status: 200,
      body: { status: "ready", checks: { database: "ok", migrations: "ok", jobs: "disabled" }, problems: [] },
    });
    expect((await t.app.inject({ url: apiPaths.health })).statusCode).toBe(200); // the older check still answers
  });

  it("not ready (503) while a shipped migration is not applied, naming it", async () => {
    const [{ name }] = await t.database.query<{ name: string }>(
      "SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1",
    );
    await t.database.query("DELETE FROM schema_migrations WHERE name = $1", [name]);
    try {
      const r = await ready(t);
      expect(r.status).toBe(503);
      expect(r.body.checks.migrations).toBe("pending");
      expect(r.body.problems.join(" ")).toContain(name);
    } finally {
      await t.database.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
    }
    expect((await ready(t)).status).toBe(200);
  });

  it("appears in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([apiPaths.healthLive, apiPaths.healthReady]));
    expect(Object.keys(doc.paths)).not.toContain("/metrics");
  });
});

describe("readiness: jobs", () => {
  it("503 'stalled' when this instance's scheduler has not finished a tick for JOBS_STALL_SECONDS; ok again after", async () => {
    const t = await createTestApp({ config: { JOBS_ENABLED: "true", JOBS_STALL_SECONDS: "1" } });
    let release = () => {};
    try {
      expect((await ready(t)).body.checks.jobs).toBe("not_running");
      expect((await ready(t)).status).toBe(503);
      const hung = new Promise<void>((r) => (release = r));
      t.app.ctx.scheduler.register({ name: "test.hangs", everyMs: 3_600_000, run: () => hung });
      t.app.ctx.scheduler.start(50);
      // conditions, not sleeps: a loaded machine delays ticks and requests alike
      await vi.waitFor(async () => expect((await ready(t)).status).toBe(200), { timeout: 10_000, interval: 50 });
      const r = await vi.waitFor(
        async () => {
          const res = await ready(t);
          expect(res.status).toBe(503);
          return res;
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(r.body.checks).toMatchObject({ database: "ok", jobs: "stalled" });
      expect(r.body.problems.join(" ")).toMatch(/jobs stalled: no scheduler tick has finished for \d+ s/);
      release();
      await vi.waitFor(async () => expect((await ready(t)).status).toBe(200), { timeout: 10_000, interval: 50 });
    } finally {
      release();
      await t.close();
    }
  }, 30_000);
});

describe("readiness: database", () => {
  it("503 'unreachable' once the database is gone, while liveness still answers", async () => {
    const t = await createTestApp();
    try {
      expect((await ready(t)).status).toBe(200);
      await t.database.close();
      const r = await ready(t);
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ status: "not_ready", checks: { database: "unreachable", migrations: "unknown" } });
      expect(r.body.problems[0]).toMatch(/^database unreachable: /);
      expect((await t.app.inject({ url: apiPaths.healthLive })).statusCode).toBe(200);
    } finally {
      await t.app.close().catch(() => {});
    }
  });
});
