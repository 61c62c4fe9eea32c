import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The lint configuration's boundaries, proved on fixtures (scripts/lint-fixtures) that mirror the repository's layout:
// the real eslint.config.js (and the cycle check beside it), run on the fixtures folder, must fail on a cycle, a
// cross-feature import, a server-module deep import and a write of a booking's status or payment state outside its
// owner, and pass the clean files beside them.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const fixtures = path.join(repoRoot, "scripts/lint-fixtures");
const configFile = path.join(repoRoot, "eslint.config.js");

type Finding = { file: string; line: number; ruleId: string | null; severity: number; message: string };
let findings: Finding[] = [];

function at(file: string) {
  return findings.filter((f) => f.file === file);
}

describe("lint configuration", () => {
  beforeAll(async () => {
    const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: configFile });
    const results = await eslint.lintFiles(["."]);
    findings = results.flatMap((r) =>
      r.messages.map((m) => ({
        file: path.relative(fixtures, r.filePath).split(path.sep).join("/"),
        line: m.line,
        ruleId: m.ruleId,
        severity: m.severity,
        message: m.message,
      })),
    );
  }, 60_000);

  it("fails on an import cycle (scripts/check-cycles.mjs, run by npm run lint after ESLint)", () => {
    const run = spawnSync(process.execPath, [path.join(repoRoot, "scripts/check-cycles.mjs"), "--root", fixtures], {
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "import cycle: apps/server/src/modules/orders/cycle-a.ts → apps/server/src/modules/orders/cycle-b.ts",
    );
  }, 60_000);

  it("finds no import cycle in the repository itself", () => {
    const run = spawnSync(process.execPath, [path.join(repoRoot, "scripts/check-cycles.mjs")], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  }, 60_000);

  it("fails on a web feature importing a file inside another feature", () => {
    expect(at("apps/web/app/features/beta/cross-feature.ts")).toEqual([
      expect.objectContaining({
        ruleId: "local/web-feature-entry",
        severity: 2,
        message:
          "Feature 'beta' imports '~/features/alpha/label', a file inside feature 'alpha': import its public entry '~/features/alpha' instead.",
      }),
    ]);
  });

  it("fails on a route importing a file inside a feature, relative path or not", () => {
    expect(at("apps/web/app/routes/page.tsx")).toEqual([
      expect.objectContaining({
        ruleId: "local/web-feature-entry",
        severity: 2,
        message: expect.stringContaining("a file inside feature 'alpha'"),
      }),
    ]);
  });

  it("fails on a server module importing a file inside another module", () => {
    expect(at("apps/server/src/modules/orders/deep-import.ts")).toEqual([
      expect.objectContaining({
        ruleId: "local/server-module-entry",
        severity: 2,
        message:
          "Module 'orders' imports '../billing/charge.service.ts', a file inside module 'billing': import 'modules/billing/index.ts' instead.",
      }),
    ]);
  });

  it("fails on another module writing a booking's status (Drizzle or raw SQL) or its payment state", () => {
    const status = expect.objectContaining({
      ruleId: "owners/booking-state-owner",
      severity: 2,
      message: expect.stringContaining("Only the booking machine writes bookings.status"),
    });
    const payment = expect.objectContaining({
      ruleId: "owners/booking-state-owner",
      severity: 2,
      message: expect.stringContaining("Only the payments module writes the payment state"),
    });
    const found = at("apps/server/src/modules/orders/booking-status-write.ts");
    expect(found).toEqual([status, status, payment]);
    expect(found.map((f) => f.line)).toEqual([11, 15, 19]);
  });

  it("passes the owners' own writes: the booking machine's status, the payments module's payment state", () => {
    expect(at("apps/server/src/modules/bookings/lifecycle/transition.ts")).toEqual([]);
    expect(at("apps/server/src/modules/payments/booking-payment.ts")).toEqual([]);
  });

  it("fails on the contracts package importing from an app", () => {
    expect(at("packages/contracts/src/leak.ts")).toEqual([
      expect.objectContaining({
        ruleId: "local/contracts-no-apps",
        severity: 2,
        message: expect.stringContaining("apps/"),
      }),
    ]);
  });

  it("passes public entries, a feature's own files, a module's index.ts and a test's use of test data builders", () => {
    for (const file of [
      "apps/web/app/features/beta/clean.ts",
      "apps/web/app/features/beta/own.ts",
      "apps/web/app/features/alpha/index.ts",
      "apps/server/src/modules/orders/clean.ts",
      "apps/server/src/modules/billing/index.ts",
      "apps/server/src/modules/orders/orders.test.ts",
    ]) {
      expect(at(file), file).toEqual([]);
    }
  });

  it("the eslint command, as npm run lint runs it, exits non-zero on the fixtures", () => {
    const eslintBin = path.join(repoRoot, "node_modules/eslint/bin/eslint.js");
    const run = spawnSync(process.execPath, [eslintBin, "--config", configFile, "."], {
      cwd: fixtures,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    for (const rule of [
      "local/web-feature-entry",
      "local/server-module-entry",
      "local/contracts-no-apps",
      "owners/booking-state-owner",
    ]) {
      expect(run.stdout).toContain(rule);
    }
  }, 60_000);

  it("the repository's own lint skips the fixtures", async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    expect(await eslint.isPathIgnored(path.join(fixtures, "apps/server/src/modules/orders/cycle-a.ts"))).toBe(true);
  });
});
