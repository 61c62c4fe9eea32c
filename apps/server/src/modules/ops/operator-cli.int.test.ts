import { afterAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";
import { verify } from "@node-rs/argon2";
import { openDatabase } from "../../db/client.ts";
import { DB_TARGET } from "../../../test/helpers.ts";

// `npm run operator:create` end to end: a separate process on the configured database (PGlite folder or PostgreSQL).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ops-cli-"));
const schema = `cli_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
const dbEnv: Record<string, string> =
  DB_TARGET === "postgres"
    ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema }
    : { DATA_DIR: dataDir, DATABASE_URL: "" };

function runCli(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/operator-create.ts", ...args], {
    cwd: root,
    env: { ...process.env, ...dbEnv, ARGON2_MEMORY_KIB: "1024", ARGON2_TIME_COST: "1", LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    timeout: 90_000,
  });
}

describe("operator:create command", () => {
  afterAll(async () => {
    if (DB_TARGET === "postgres") {
      const db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
      await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await db.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("migrates the database, creates an active operator with an argon2id hash, and refuses a duplicate", async () => {
    const args = ["--phone", "9437066600", "--email", "Lead.Ops@Example.in", "--name", "Lead Operator"];
    const ok = runCli(args, { OPERATOR_PASSWORD: "a-strong-ops-password" });
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain("Operator created: Lead Operator <lead.ops@example.in> +919437066600");
    const dup = runCli(args, { OPERATOR_PASSWORD: "a-strong-ops-password" });
    expect(dup.status).toBe(1);
    expect(dup.stderr).toContain("An account with this phone or e-mail already exists.");
    const weak = runCli(["--phone", "9437066601", "--email", "x@example.in", "--name", "X Y"], {
      OPERATOR_PASSWORD: "short",
    });
    expect(weak.status).toBe(65);
    expect(runCli([], {}).status).toBe(64);

    const db = await openDatabase(
      DB_TARGET === "postgres" ? { databaseUrl: process.env.TEST_DATABASE_URL, schema } : { dataDir },
    );
    try {
      const rows = await db.query<{ role: string; status: string; password_hash: string }>(
        "SELECT role, status, password_hash FROM users WHERE phone = $1",
        ["+919437066600"],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ role: "operator", status: "active" });
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
      expect(await verify(rows[0].password_hash, "a-strong-ops-password")).toBe(true);
    } finally {
      await db.close();
    }
  }, 150_000); // two processes each open (and the first migrates) an embedded database

  it("operator:reset-second-factor removes a locked-out operator's TOTP, recovery codes and sessions, audited", async () => {
    const open = () =>
      openDatabase(DB_TARGET === "postgres" ? { databaseUrl: process.env.TEST_DATABASE_URL, schema } : { dataDir });
    let db = await open();
    let id = "";
    try {
      [{ id }] = await db.query<{ id: string }>("SELECT id FROM users WHERE phone = $1", ["+919437066600"]);
      // as if the operator had set up two-step verification and signed in
      await db.query("INSERT INTO operator_totp (user_id, secret_enc, confirmed_at) VALUES ($1, 'v1.x.y.z', now())", [
        id,
      ]);
      await db.query("INSERT INTO operator_recovery_codes (user_id, code_hash) VALUES ($1, 'h1'), ($1, 'h2')", [id]);
      await db.query(
        "INSERT INTO sessions (id, user_id, expires_at, second_factor) VALUES ('cli-test-session', $1, now() + interval '1 hour', 'passed')",
        [id],
      );
    } finally {
      await db.close();
    }
    const run = (args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/operator-reset-second-factor.ts", ...args], {
        cwd: root,
        env: { ...process.env, ...dbEnv, LOG_LEVEL: "silent" },
        encoding: "utf8",
        timeout: 90_000,
      });
    expect(run([]).status).toBe(64);
    const unknown = run(["--phone", "+919437066699"]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No operator with the phone +919437066699.");
    const ok = run(["--phone", "9437066600"]);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain("Two-step verification reset for Lead Operator");
    db = await open();
    try {
      const count = async (sql: string) => Number((await db.query<{ n: number }>(sql, [id]))[0].n);
      expect(await count("SELECT count(*)::int AS n FROM operator_totp WHERE user_id = $1")).toBe(0);
      expect(await count("SELECT count(*)::int AS n FROM operator_recovery_codes WHERE user_id = $1")).toBe(0);
      expect(await count("SELECT count(*)::int AS n FROM sessions WHERE user_id = $1")).toBe(0);
      expect(
        await count(
          "SELECT count(*)::int AS n FROM audit_log WHERE entity_id = $1::text AND action = 'operator.second_factor.reset'",
        ),
      ).toBe(1);
    } finally {
      await db.close();
    }
  }, 150_000);
});
