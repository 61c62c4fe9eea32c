import { defineConfig } from "@playwright/test";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM, findBrowser } from "../scripts/find-browser.mjs";

// Browser tests drive the production build served by the real server, on a fresh embedded database per run.
// The browser is the first found of CHROMIUM_PATH, Debian's /usr/bin/chromium, Playwright's own installed chromium and a
// system Chrome/Chromium (scripts/find-browser.mjs; `npm test` stops before this stage when there is none).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The installation of its own that the @server-clock tests move the clock of (see the projects below). */
export const E2E_CLOCK_PORT = E2E_PORT + 1;
/** The stand-in for Meta's WhatsApp Cloud API the servers send to (e2e/support/fake-graph-api.mjs). */
export const E2E_GRAPH_PORT = E2E_PORT + 2;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
process.env.E2E_DATA_DIR = dataDir; // workers inherit it (the config is evaluated again in each worker)
const serverBuild = `apps/server/${process.env.SERVER_BUILD_DIR || "dist"}/server.js`;
/** The browser of the tests: Debian's headless shell first (scripts/find-browser.mjs). */
const browserPath = findBrowser()?.path ?? DEBIAN_CHROMIUM;
/**
 * The desktop browser, for the tests tagged @full-browser: what the headless shell lacks (it answers every
 * notification permission with 'denied'). CHROMIUM_PATH when set, else Debian's chromium, else the browser above.
 */
const fullBrowserPath = !process.env.CHROMIUM_PATH && existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : browserPath;

/** One production server on `port` with its own embedded database in `data`. */
const server = (port: number, data: string, command: string) => ({
  command,
  cwd: root,
  url: `http://127.0.0.1:${port}/api/v1/health`,
  reuseExistingServer: false,
  // a fresh embedded database starts in a few seconds; a loaded 2-core machine has needed more than 60
  timeout: 180_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: data,
    NODE_ENV: "production",
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    ENABLE_TEST_CLOCK: "true",
    // the server-clock tests move through nights: a nightly backup of the whole run's data would hold requests meanwhile
    BACKUPS_NIGHTLY: "false",
    JOB_TICK_MS: "300",
    LOG_LEVEL: "warn",
    // every test signs in from 127.0.0.1: on a fast machine the suite verified more than the 100 OTPs an address may
    // in 15 minutes (accounts/limits.ts), and every later sign-in was refused. The accounts limits are scaled tenfold;
    // no browser test reaches one (the integration tests check them and their messages)
    RATE_LIMIT_MULTIPLIER: "10",
    ARGON2_MEMORY_KIB: "19456",
    // WhatsApp through the real Cloud API adapter, sent to the local stand-in (riders who opted in only); web push
    // with the embedded default (a headless browser reaches no push service)
    NOTIFICATION_CHANNELS: "email,sms,whatsapp,push",
    WHATSAPP_PROVIDER: "cloud",
    WHATSAPP_API_BASE: `http://127.0.0.1:${E2E_GRAPH_PORT}/v23.0`,
    WHATSAPP_ACCESS_TOKEN: "e2e-access-token",
    WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
    WHATSAPP_APP_SECRET: "e2e-app-secret",
    WHATSAPP_VERIFY_TOKEN: "e2e-verify-token",
    // the first operator, for the console's browser tests (e2e/ops*.spec.ts); a second process cannot open the PGlite folder
    OPERATOR_BOOTSTRAP_PHONE: "+919000000099",
    OPERATOR_BOOTSTRAP_EMAIL: "ops-e2e@example.in",
    OPERATOR_BOOTSTRAP_PASSWORD: "Operator#e2e-2025",
    OPERATOR_BOOTSTRAP_NAME: "Asha Operator",
    ...(process.env.WEB_BUILD_DIR
      ? { WEB_DIST_DIR: path.join(root, "apps/web", process.env.WEB_BUILD_DIR, "client") }
      : {}),
  },
});

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: `artifacts/test-results-${E2E_PORT}`,
  fullyParallel: false,
  globalSetup: "./global-setup.ts",
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // the JSON report feeds `npm run test:slowest` (scripts/test-slowest.mjs: the README's slowest tests)
  reporter: [["list"], ["json", { outputFile: `artifacts/report-${E2E_PORT}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // the riders' worker precaches about 6 MB (about 160 requests) in every new browser context, which doubled the
    // load of a suite of ~300 tests on two cores; the tests of the workers themselves (service-worker.spec.ts,
    // driver-app*.spec.ts) allow them again with test.use({ serviceWorkers: "allow" })
    serviceWorkers: "block",
    // Recording a trace for every test (its screencast and DOM snapshots) and the "just in case" screenshot of every
    // context a test closes cost CPU on every test to serve the few that fail: in CI (one retry) the first attempt
    // records nothing and a retry records its whole trace; elsewhere a failed test keeps its trace and screenshot.
    screenshot: process.env.CI ? "off" : "only-on-failure",
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: { executablePath: browserPath, args: CHROMIUM_FLAGS },
  },
  // Tests tagged @server-clock move the server's clock, which would disturb every test beside them (quotes and unpaid
  // orders expire): they have an installation of their own (the second server below, its own database), where they run
  // one at a time while the other tests run on the first server.
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, grepInvert: /@server-clock|@full-browser/ },
    {
      name: "full-browser",
      use: { browserName: "chromium", launchOptions: { executablePath: fullBrowserPath, args: CHROMIUM_FLAGS } },
      grep: /@full-browser/,
    },
    {
      name: "server-clock",
      use: { browserName: "chromium", baseURL: `http://127.0.0.1:${E2E_CLOCK_PORT}` },
      grep: /@server-clock/,
      workers: 1,
    },
  ],
  webServer: [
    {
      command: `exec node e2e/support/fake-graph-api.mjs ${E2E_GRAPH_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${E2E_GRAPH_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
    // the production artifact, run with plain node: the compiled server (built first when missing or older than its
    // sources; SERVER_BUILD_DIR keeps parallel runs' builds apart, like WEB_BUILD_DIR). The servers start in turn, so
    // the second finds the build the first made.
    server(E2E_PORT, dataDir, `node apps/server/build.mjs --if-stale && exec node ${serverBuild}`),
    server(E2E_CLOCK_PORT, `${dataDir}-clock`, `exec node ${serverBuild}`),
  ],
});
