// Integration tests: always on PGlite; again on PostgreSQL when TEST_DATABASE_URL is set (README "Testing").
import { spawnSync } from "node:child_process";

const run = (env) =>
  spawnSync("npx", ["vitest", "run", "--project", "int", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
let r = run({ DB_TARGET: "pglite" });
if (r.status !== 0) process.exit(r.status ?? 1);
if (process.env.TEST_DATABASE_URL) {
  console.log("\n== integration tests on PostgreSQL ==");
  r = run({ DB_TARGET: "postgres" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
