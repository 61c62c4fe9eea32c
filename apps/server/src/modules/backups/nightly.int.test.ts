import { createReadStream, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DB_TARGET, type TestApp } from "../../../test/helpers.ts";
import { appOn, openEmbeddedFromTemplate, tempDataDir } from "../../../test/backup-support.ts";
import { readBackupSummary } from "../../db/backup/restore.ts";
import { backupFileName, KEEP, listBackups } from "./nightly.ts";

/** The nightly backup job of the embedded database (README "Backups"): one a night, the newest 7 kept. */
describe.runIf(DB_TARGET === "pglite")("nightly backups (embedded)", () => {
  const dirs = tempDataDir();
  const folder = path.join(dirs.root, "backups");
  let t: TestApp;
  const at = (iso: string) => t.clock.setOffsetMs(new Date(iso).getTime() - Date.now());

  beforeAll(async () => {
    t = await appOn(await openEmbeddedFromTemplate(dirs.root), { DATA_DIR: dirs.root });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    dirs.remove();
  });

  it("writes one backup a night from 02:00 IST and keeps the newest 7", async () => {
    expect(t.app.ctx.scheduler.jobs()).toContain("backups.nightly");
    at("2026-12-01T21:00:00Z"); // 02:30 IST on 2 December
    expect(await t.app.ctx.scheduler.runNow("backups.nightly")).toMatch(/^backup-20261201T21\d{4}Z\.gz: \d+ rows$/);
    at("2026-12-01T23:00:00Z"); // 04:30 IST, the same night
    expect(await t.app.ctx.scheduler.runNow("backups.nightly")).toBe("tonight's backup exists");
    expect(listBackups(folder)).toHaveLength(1);

    writeFileSync(path.join(folder, `${backupFileName(new Date("2026-12-02T21:00:00Z"))}.partial`), "half");
    for (let day = 2; day <= 9; day++) {
      at(`2026-12-${String(day).padStart(2, "0")}T21:00:00Z`);
      await t.app.ctx.scheduler.runNow("backups.nightly");
    }
    const kept = listBackups(folder);
    expect(kept).toHaveLength(KEEP);
    expect(kept[0]).toMatch(/^backup-20261209T21/);
    expect(kept.at(-1)).toMatch(/^backup-20261203T21/);
    expect(readdirSync(folder).filter((f) => f.endsWith(".partial"))).toEqual([]);
    const { header, trailer } = await readBackupSummary(createReadStream(path.join(folder, kept[0])));
    expect(header.source).toBe("pglite");
    expect(trailer.tables.find((x) => x.name === "app_secrets")!.rows).toBeGreaterThan(0);
  }, 180_000); // nine backups of the whole schema: a minute and more on a loaded machine
});

describe.runIf(DB_TARGET === "postgres")("nightly backups (PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  it("has no nightly job: PostgreSQL's own backups and db:backup apply", () => {
    expect(t.app.ctx.scheduler.jobs()).not.toContain("backups.nightly");
  });
});
