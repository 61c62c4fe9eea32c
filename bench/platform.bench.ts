/**
 * Platform benchmark: the public app configuration route (no database) against a bare node:http server
 * returning the same JSON, side by side in one run; and the cold start (process start to first 200 on health with
 * an existing embedded data folder, after the first build).
 */
import { configVsBare } from "./config-vs-bare.ts";
import { printTable, startServer, tempDataDir } from "./lib.ts";

const dataDir = tempDataDir();
// first start creates and migrates the embedded database; the measured start reopens it
const first = await startServer({ port: 4311, dataDir });
await first.stop();

const starts: number[] = [];
for (let i = 0; i < 3; i++) {
  const s = await startServer({ port: 4311, dataDir });
  starts.push(s.startMs);
  if (i < 2) await s.stop();
  else {
    const { baseline, product, ratio } = await configVsBare(s.url, 4312);
    printTable(
      "Public app configuration vs bare server (50 connections, best of 2 × 6 s each)",
      [baseline, product],
      baseline,
    );
    console.log(`\nratio product/bare throughput: ${ratio.toFixed(2)} (target >= 0.60)`);
    await s.stop();
  }
}
starts.sort((a, b) => a - b);
console.log(
  `\ncold start with existing data folder (3 runs): ${starts.map((m) => `${Math.round(m)} ms`).join(", ")}; median ${Math.round(starts[1])} ms (target < 3000 ms)`,
);
