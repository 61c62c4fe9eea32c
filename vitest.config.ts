import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Three test tiers by suffix (docs/ARCHITECTURE.md, "Tests"): *.test.ts unit, *.int.test.ts through HTTP on a real
// database, e2e/*.spec.ts in the browser (Playwright, not here).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          // the web app's own import alias (apps/web/tsconfig.json), for unit tests of its modules
          alias: { "~": fileURLToPath(new URL("./apps/web/app", import.meta.url)) },
          include: ["packages/**/*.test.ts", "apps/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**", "**/build/**", "scripts/lint-fixtures/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "int",
          include: ["apps/**/*.int.test.ts"],
          exclude: ["**/node_modules/**"],
          environment: "node",
          globalSetup: ["apps/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
          maxWorkers: 2,
          // each fork keeps the modules it has imported from one test file to the next: the app's graph (Fastify,
          // drizzle, every module) is imported once per fork instead of once per file, which was about 40 % of the
          // stage's time. Safe because every file builds its own app and database (apps/server/test/helpers.ts) and
          // module-level caches are keyed by app or database (WeakMap); no integration test mocks a module.
          isolate: false,
        },
      },
    ],
  },
});
