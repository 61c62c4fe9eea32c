import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moveToPostgresCommand } from "../src/db/backup/commands.ts";
import { TargetNotEmptyError } from "../src/db/backup/format.ts";
import { appOn, fillInstallation, openEmbeddedFromTemplate, paidBooking, tempDataDir } from "./backup-support.ts";
import { DB_TARGET, testConfig, type TestApp } from "./helpers.ts";
import { startServerProcess } from "./process.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "";

/**
 * Outgrowing one machine (README "Going to production", decision record 014): an embedded installation with bookings,
 * payments and invoices is moved into an empty PostgreSQL database, verified, and a server started on it serves the
 * same rider the same bookings and invoice. Runs in the PostgreSQL pass (it needs both databases).
 */
describe.runIf(DB_TARGET === "postgres")("db:move-to-postgres", () => {
  const dirs = tempDataDir("chauffeur-move-");
  const databases: string[] = [];
  let embedded: TestApp;
  let filled: Awaited<ReturnType<typeof fillInstallation>>;

  const admin = async <T>(fn: (c: pg.Client) => Promise<T>) => {
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };
  async function freshDatabase(): Promise<string> {
    const name = `move_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    databases.push(name);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return url.toString();
  }

  beforeAll(async () => {
    embedded = await appOn(await openEmbeddedFromTemplate(dirs.root), { DATA_DIR: dirs.root });
    await embedded.app.listen({ port: 0, host: "127.0.0.1" }); // the server runs: its control socket is open
    filled = await fillInstallation(embedded, 2);
  }, 120_000);

  afterAll(async () => {
    await embedded?.close().catch(() => {});
    for (const name of databases) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    dirs.remove();
  }, 60_000);

  it("with the server running, copies its snapshot and says later writes are not copied", async () => {
    const said: string[] = [];
    const report = await moveToPostgresCommand(testConfig({ DATA_DIR: dirs.root }), await freshDatabase(), (l) =>
      said.push(l),
    );
    expect(report.verification.every((v) => v.ok)).toBe(true);
    expect(said[0]).toMatch(/server is running .* Writes after it are NOT copied/);
  }, 60_000);

  it("moves the stopped installation, verifies every table, and a server on PostgreSQL serves the same rider", async () => {
    const extra = await paidBooking(embedded, filled.rider); // written after the first copy
    await embedded.close();
    const url = await freshDatabase();
    const said: string[] = [];
    const report = await moveToPostgresCommand(testConfig({ DATA_DIR: dirs.root }), url, (l) => said.push(l));
    const byTable = new Map(report.verification.map((v) => [v.table, v]));
    for (const t of ["bookings", "payments", "invoices", "users", "sessions", "app_secrets", "schema_migrations"])
      expect(byTable.get(t)?.ok, t).toBe(true);
    expect(byTable.get("bookings")!.actualRows).toBe(3);
    expect(said.join("\n")).toMatch(/table\s+rows \(source\)\s+rows \(copy\)\s+checksum \(source\)/);
    expect(said.join("\n")).toMatch(/invoices\s+3\s+3\s+[0-9a-f]{12}\s+[0-9a-f]{12}\s+ok/);

    const server = await startServerProcess({ DATABASE_URL: url, PORT: "4431", JOBS_ENABLED: "false" });
    try {
      const login = await fetch(`${server.url}/api/v1/user/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone: filled.rider.phone, password: filled.rider.password }),
      });
      expect(login.status, await login.clone().text()).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .find((c) => c.startsWith("sid="))!
        .split(";")[0];
      const list = await fetch(`${server.url}/api/v1/bookings?page=1&limit=10`, { headers: { cookie } });
      const ids = (await list.json()).data.active.map((b: { _id: string }) => b._id);
      expect(ids.sort()).toEqual([...filled.bookingIds, extra].sort());
      const pdf = await fetch(`${server.url}/api/v1/bookings/${filled.bookingIds[0]}/invoice.pdf`, {
        headers: { cookie },
      });
      expect(pdf.status).toBe(200);
      expect(Buffer.from(await pdf.arrayBuffer())).toEqual(filled.invoice);
    } finally {
      await server.stop();
    }
    await expect(moveToPostgresCommand(testConfig({ DATA_DIR: dirs.root }), url, () => {})).rejects.toThrow(
      TargetNotEmptyError,
    );
  }, 120_000);

  it("the command refuses a database holding data with exit code 73 and says why", () => {
    const r = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "apps/server/src/cli/db-move-to-postgres.ts",
        "--to",
        ADMIN_URL.replace(/\/[^/]*$/, `/${databases[0]}`),
      ],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dirs.root, DATABASE_URL: "" }, encoding: "utf8", timeout: 60_000 },
    );
    expect(r.stderr).toMatch(/Refused: the target database is not empty .* The move needs an empty database/);
    expect(r.status).toBe(73);
  }, 60_000);
});
