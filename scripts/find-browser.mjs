// Which Chromium the browser tests drive (README "Testing"): the first of CHROMIUM_PATH, Debian's headless shell
// (/usr/bin/chromium-headless-shell, the same Chromium build without the desktop browser: what Playwright itself runs
// headless tests in; about half the CPU per page of the full browser in new headless mode), Debian's /usr/bin/chromium,
// a browser Playwright installed (`npx playwright install chromium`), a system Chrome or Chromium on the PATH.
// e2e/playwright.config.ts launches what this finds; `npm test` and `npm run test:e2e` run it with --check first, so a
// machine without any browser stops before the browser stage with one line instead of every test failing alone.
//
//   node scripts/find-browser.mjs          prints the path (exit 1 and the hint when there is none)
//   node scripts/find-browser.mjs --check  prints "browser: <path> (<where>)" or the hint (exit 1)
import { accessSync, constants, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";
export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The flags every Chromium launched by the browser tests and the browser benchmarks gets: no sandbox (root in CI), no
 * GPU, no QUIC, and none of the browser's own background traffic (first-run, component updates, sync).
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Names a system Chrome or Chromium goes by on the PATH, the most usual first. */
export const SYSTEM_NAMES = ["google-chrome", "google-chrome-stable", "chromium-browser", "chromium"];

/** The one line a machine without a browser gets. */
export const NO_BROWSER_HINT =
  "No Chromium for the browser tests (looked at CHROMIUM_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium, " +
  "Playwright's browsers, " +
  "google-chrome/chromium-browser/chromium on the PATH): run `npx playwright install chromium` " +
  "or `sudo apt-get install chromium-headless-shell` (or chromium), or set CHROMIUM_PATH to a Chrome or Chromium binary.";

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function listDir(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Where Playwright's own (possibly not installed) Chromium lives, when the package is there to say. */
function playwrightExecutablePath() {
  try {
    const require = createRequire(import.meta.url);
    return require("playwright-core").chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Chromium builds in Playwright's browser folder, newest revision first (chromium-1200 before chromium-1187). */
function playwrightCandidates(root, list) {
  const revision = (name) => Number(/-(\d+)$/.exec(name)?.[1] ?? 0);
  const dirs = list(root)
    .filter((n) => /^chromium-\d+$/.test(n))
    .sort((a, b) => revision(b) - revision(a));
  return dirs.flatMap((d) => [
    path.join(root, d, "chrome-linux", "chrome"),
    path.join(root, d, "chrome-linux64", "chrome"),
    path.join(root, d, "chrome-mac", "Chromium.app", "Contents", "MacOS", "Chromium"),
  ]);
}

/**
 * The browser to drive, or undefined. Everything it reads comes through `sys`, so the unit test
 * (scripts/find-browser.test.ts) gives it a made-up machine.
 * @param {{ env?: Record<string, string | undefined>, home?: string, isExecutable?: (f: string) => boolean,
 *   listDir?: (d: string) => string[], playwrightPath?: () => string | undefined }} [sys]
 * @returns {{ path: string, source: string } | undefined}
 */
export function findBrowser(sys = {}) {
  const env = sys.env ?? process.env;
  const exe = sys.isExecutable ?? isExecutable;
  const list = sys.listDir ?? listDir;
  const home = sys.home ?? os.homedir();
  // a path set on purpose is the only answer: a typo there must not silently drive another browser
  if (env.CHROMIUM_PATH)
    return exe(env.CHROMIUM_PATH) ? { path: env.CHROMIUM_PATH, source: "CHROMIUM_PATH" } : undefined;
  if (exe(DEBIAN_HEADLESS_SHELL)) return { path: DEBIAN_HEADLESS_SHELL, source: "Debian's chromium-headless-shell" };
  if (exe(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: "Debian's chromium" };
  const browsersRoot =
    env.PLAYWRIGHT_BROWSERS_PATH && env.PLAYWRIGHT_BROWSERS_PATH !== "0"
      ? env.PLAYWRIGHT_BROWSERS_PATH
      : path.join(home, ".cache", "ms-playwright");
  const ownPath = (sys.playwrightPath ?? playwrightExecutablePath)();
  for (const file of [...(ownPath ? [ownPath] : []), ...playwrightCandidates(browsersRoot, list)])
    if (exe(file)) return { path: file, source: "Playwright's chromium" };
  const dirs = (env.PATH ?? "").split(path.delimiter).filter(Boolean);
  for (const name of SYSTEM_NAMES)
    for (const dir of dirs) {
      const file = path.join(dir, name);
      if (exe(file)) return { path: file, source: `${name} on the PATH` };
    }
  return undefined;
}

/** The line `--check` prints: where the browser is, or how to get one. */
export function browserCheckLine(found, env = process.env) {
  if (found) return `browser: ${found.path} (${found.source})`;
  if (env.CHROMIUM_PATH) return `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file. ${NO_BROWSER_HINT}`;
  return NO_BROWSER_HINT;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const found = findBrowser();
  if (process.argv.includes("--check")) console[found ? "log" : "error"](browserCheckLine(found));
  else if (found) console.log(found.path);
  else console.error(browserCheckLine(found));
  process.exit(found ? 0 : 1);
}
