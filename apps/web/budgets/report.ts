/**
 * Prints the JavaScript each rider page loads before interaction (gzip), without failing:
 * `node --import tsx apps/web/budgets/report.ts [build folder, default apps/web/build]`.
 */
import path from "node:path";
import { checkPages, describe, readBuild } from "./check";
import { RIDER_PAGE_BUDGETS, RIDER_PAGE_TARGET_GZIP } from "./pages";

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", "build"), "client");
const { lines, failures } = describe(checkPages(readBuild(dir), RIDER_PAGE_BUDGETS), RIDER_PAGE_TARGET_GZIP);
for (const line of lines) console.log(line);
for (const f of failures) console.log(`over: ${f}`);
