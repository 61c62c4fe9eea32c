import { createReadStream, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_TARGET, openTestDatabase, testConfig, type TestApp } from "../../../test/helpers.ts";
import {
  appOn,
  fillInstallation,
  invoicePdf,
  openEmbeddedFromTemplate,
  startWriter,
  tempDataDir,
  writerPairs,
} from "../../../test/backup-support.ts";
import { openDatabase, type Database } from "../client.ts";
import { backupCommand, restoreCommand } from "./commands.ts";
import { BackupFileError, formatVerification, TargetNotEmptyError, VerificationError } from "./format.ts";
import { restoreBackup } from "./restore.ts";

/**
 * Backup → restore round trip while the server writes (README "Backups", decision record 014), on the database this
 * run targets: embedded (the backup asks the listening server over its control socket) or PostgreSQL (a snapshot).
 */
describe(`backup and restore (${DB_TARGET})`, () => {
  const dirs = tempDataDir();
  const file = path.join(dirs.root, "installation.backup.gz");
  let source: TestApp;
  let sourceConfig: Record<string, string>;
  let filled: Awaited<ReturnType<typeof fillInstallation>>;
  const targets: Array<{ db: Database; drop?: () => Promise<void> }> = [];

  /** An empty (PostgreSQL) or non-empty (embedded, from the template) target, and its configuration. */
  async function target(): Promise<{ config: Record<string, string>; open: () => Promise<Database> }> {
    if (DB_TARGET === "postgres") {
      const schema = `r_${Math.random().toString(36).slice(2, 12)}`;
      const config = { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema };
      const open = async () => {
        const db = await openDatabase({ databaseUrl: config.DATABASE_URL, schema, poolSize: 2 });
        targets.push({ db, drop: () => db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`) });
        return db;
      };
      await (await open()).query("SELECT 1");
      return { config, open };
    }
    const root = path.join(dirs.root, `target-${targets.length}-${Date.now()}`);
    await (await openEmbeddedFromTemplate(root)).close();
    targets.push({ db: undefined as unknown as Database });
    return { config: { DATA_DIR: root }, open: () => openDatabase({ dataDir: root }) };
  }

  beforeAll(async () => {
    if (DB_TARGET === "postgres") {
      const db = await openTestDatabase();
      const [{ s }] = await db.query<{ s: string }>("SELECT current_schema() AS s");
      sourceConfig = { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: s };
      source = await appOn(db); // closing it drops the schema (openTestDatabase)
    } else {
      sourceConfig = { DATA_DIR: dirs.root };
      source = await appOn(await openEmbeddedFromTemplate(dirs.root), sourceConfig);
      await source.app.listen({ port: 0, host: "127.0.0.1" }); // opens the control socket, as the server does
    }
    filled = await fillInstallation(source, 2);
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    for (const t of targets) {
      await t.drop?.().catch(() => {});
      await t.db?.close().catch(() => {});
    }
    dirs.remove();
  });

  it("backs up while the server writes, and the restored copy is the same installation", async () => {
    const writer = startWriter(source, filled.rider);
    await new Promise((r) => setTimeout(r, 300));
    const said: string[] = [];
    const result = await backupCommand(testConfig(sourceConfig), file, (l) => said.push(l));
    const rounds = await writer.stop();
    expect(rounds).toBeGreaterThan(0);
    expect(result.via).toBe(DB_TARGET === "postgres" ? "postgres" : "running server");
    expect(said.join("\n")).toMatch(/personal data and the installation's secrets/);

    const t = await target();
    const report = await restoreCommand(testConfig(t.config), file, { force: DB_TARGET === "pglite" }, () => {});
    expect(report.verification.every((v) => v.ok)).toBe(true);

    const restored = await appOn(await t.open());
    try {
      // a consistent snapshot: every writer round whole (the user with its session), never half
      const pairs = await writerPairs(restored.database);
      expect(pairs.sessions).toBe(pairs.users);
      const counts = report.verification.find((v) => v.table === "bookings")!;
      expect(counts.actualRows).toBeGreaterThanOrEqual(2);
      // the rider's session still works (the installation's secrets came along) and the invoice is the one issued
      expect(await invoicePdf(restored.app, filled.bookingIds[0], filled.rider.cookie)).toEqual(filled.invoice);
      const list = await restored.app.inject({
        method: "GET",
        url: "/api/v1/bookings?page=1&limit=50",
        headers: { cookie: filled.rider.cookie },
      });
      expect(list.statusCode).toBe(200);
      const ids = list.json().data.active.map((b: { _id: string }) => b._id);
      for (const id of filled.bookingIds) expect(ids).toContain(id);
    } finally {
      await restored.app.close();
      if (DB_TARGET === "pglite") await restored.database.close();
    }
  }, 120_000);

  it("refuses a target holding data without --force, and restores over it with --force", async () => {
    const t = await target();
    if (DB_TARGET === "postgres") await restoreCommand(testConfig(t.config), file, {}, () => {});
    await expect(restoreCommand(testConfig(t.config), file, {}, () => {})).rejects.toThrow(TargetNotEmptyError);
    await expect(restoreCommand(testConfig(t.config), file, {}, () => {})).rejects.toThrow(
      /not empty \(.*rows?.*\)\. Restore into an empty database, or add --force/,
    );
    const report = await restoreCommand(testConfig(t.config), file, { force: true }, () => {});
    expect(report.verification.every((v) => v.ok)).toBe(true);
  }, 120_000);

  it("refuses a foreign, damaged, cut-short, newer or tampered file with a clear message, leaving the target untouched", async () => {
    const t = await target();
    const db = await t.open();
    const before = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema()",
    );
    const good = readFileSync(file);
    const attempt = async (bytes: Buffer) => {
      const f = path.join(dirs.root, `bad-${Math.random()}.gz`);
      writeFileSync(f, bytes);
      return restoreBackup(db, createReadStream(f), { force: true });
    };
    await expect(attempt(Buffer.from("id,name\n1,Asha\n"))).rejects.toThrow(/not a backup made by db:backup/);
    await expect(attempt(gzipSync('{"hello":"world"}\n'))).rejects.toThrow(
      /not a backup made by db:backup \(unknown format\)/,
    );
    await expect(attempt(good.subarray(0, Math.floor(good.length * 0.6)))).rejects.toThrow(BackupFileError);
    const flipped = Buffer.from(good);
    flipped[Math.floor(flipped.length / 2)] ^= 0xff;
    await expect(attempt(flipped)).rejects.toThrow(/damaged|incomplete|not JSON/);
    const lines = readFileSyncGunzip(good).split("\n");
    const header = JSON.parse(lines[0]);
    header.migrations.push("9999_from_the_future.sql");
    await expect(attempt(gzipSync([JSON.stringify(header), ...lines.slice(1)].join("\n")))).rejects.toThrow(
      /newer version of the server \(migration 9999_from_the_future\.sql/,
    );
    // a checksum that does not match the rows: the verification fails and the whole restore rolls back
    const end = lines.findIndex((l) => l.startsWith('["end"'));
    const trailer = JSON.parse(lines[end]);
    trailer[1].tables.find((x: { name: string }) => x.name === "invoices").checksum = "0".repeat(32);
    const tampered = [...lines.slice(0, end), JSON.stringify(trailer), ...lines.slice(end + 1)].join("\n");
    const failed = await attempt(gzipSync(tampered)).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(VerificationError);
    expect((failed as VerificationError).message).toMatch(/differs from the backup in invoices: nothing was restored/);
    expect(formatVerification((failed as VerificationError).report)).toMatch(
      /invoices\s+\d+\s+\d+\s+0{12}\s+[0-9a-f]{12}\s+MISMATCH/,
    );
    const cut = lines.slice(0, -2).join("\n"); // no closing summary
    await expect(attempt(gzipSync(cut))).rejects.toThrow(/incomplete/);
    if (DB_TARGET === "postgres")
      expect(await db.query("SELECT 1 FROM pg_tables WHERE schemaname = current_schema()")).toEqual([]);
    const after = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema()",
    );
    expect(after[0].n).toBe(before[0].n);
    await db.close();
  }, 120_000);
});

import { gunzipSync } from "node:zlib";
const readFileSyncGunzip = (b: Buffer) => gunzipSync(b).toString("utf8");
