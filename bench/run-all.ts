/** `npm run bench`: every bench/*.bench.ts and live.measure.ts in turn (or those named), figures printed. */
import { readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "./lib.ts";

const only = process.argv.slice(2);
const files = readdirSync(path.join(ROOT, "bench"))
  // live: streams and position ingest; flights: provider calls per tracked flight
  .filter((f) => f.endsWith(".bench.ts") || f === "live.measure.ts" || f === "flights.measure.ts")
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort((a, b) => (a === "platform.bench.ts" ? -1 : b === "platform.bench.ts" ? 1 : a.localeCompare(b)));
let failed = 0;
for (const f of files) {
  console.log(`\n# ${f}`);
  const r = spawnSync(process.execPath, ["--import", "tsx", path.join("bench", f)], { cwd: ROOT, stdio: "inherit" });
  if (r.status !== 0) failed++;
}
if (failed) process.exit(1);
