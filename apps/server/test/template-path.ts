import path from "node:path";
import { fileURLToPath } from "node:url";

/** One template per test run, so several runs at once never read each other's half-written file. */
export const templatePathFor = (pid: number) =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../../.tmp/pglite-template-${pid}.tar`);
