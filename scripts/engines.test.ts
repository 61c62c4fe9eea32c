import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";
import { describe, expect, it } from "vitest";

/**
 * The root package.json's `engines.node` promises no Node version an installed package refuses: every range it allows
 * lies inside every `engines.node` the lock file records (runtime and development packages alike, so `npm ci` and
 * `npm test` hold too). Optional platform binaries that this machine kind never installs are skipped.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const read = (f: string) => JSON.parse(readFileSync(path.join(root, f), "utf8"));

describe("engines", () => {
  it("asks for no Node version a dependency refuses", () => {
    const ours: string = read("package.json").engines.node;
    const lock = read("package-lock.json") as {
      packages: Record<string, { engines?: { node?: string }; optional?: boolean; os?: string[]; cpu?: string[] }>;
    };
    const refused: string[] = [];
    for (const [where, info] of Object.entries(lock.packages)) {
      const theirs = info.engines?.node;
      if (!where || !theirs || (info.optional && (info.os || info.cpu))) continue;
      if (!semver.subset(ours, theirs, { includePrerelease: false })) refused.push(`${where}: ${theirs}`);
    }
    expect(refused, `engines.node "${ours}" allows versions these refuse`).toEqual([]);
  });
});
