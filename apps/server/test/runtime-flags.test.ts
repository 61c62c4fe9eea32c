import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The production server's node flags and allocator setting (decision record 012) are read when the process starts, so
 * each command that starts it spells them out: `npm start`, apps/server's start and the systemd unit. They must say
 * what `NODE_RUNTIME_FLAGS` and `NODE_RUNTIME_ENV` say, which the benches measure.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
// build.mjs is plain JavaScript outside the server's TypeScript project: its two constants, typed here
const { NODE_RUNTIME_ENV, NODE_RUNTIME_FLAGS } = (await import(new URL("../build.mjs", import.meta.url).href)) as {
  NODE_RUNTIME_ENV: Record<string, string>;
  NODE_RUNTIME_FLAGS: string[];
};
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const startScript = (file: string) => (JSON.parse(read(file)) as { scripts: { start: string } }).scripts.start;
const env = Object.entries(NODE_RUNTIME_ENV).map(([k, v]) => `${k}=${v}`);

describe("the commands that start the production server", () => {
  it.each([
    ["npm start", startScript("package.json"), "scripts/start.mjs"],
    ["apps/server's start", startScript("apps/server/package.json"), "dist/server.js"],
  ])("%s runs node with the runtime flags and environment", (_name, command, entry) => {
    expect(command).toBe(`${env.join(" ")} node ${NODE_RUNTIME_FLAGS.join(" ")} ${entry}`);
  });

  it("the systemd unit sets the same flags and environment", () => {
    const unit = read("deploy/systemd/chauffeur.service");
    expect(unit).toContain(`ExecStart=/usr/bin/node ${NODE_RUNTIME_FLAGS.join(" ")} apps/server/dist/server.js\n`);
    for (const e of env) expect(unit).toContain(`Environment=${e}\n`);
  });
});
