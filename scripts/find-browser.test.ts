import { describe, expect, it } from "vitest";
import { browserCheckLine, findBrowser, NO_BROWSER_HINT } from "./find-browser.mjs";

/** A made-up machine: these files are executable, these folders hold these names. */
function machine(files: string[], dirs: Record<string, string[]> = {}, env: Record<string, string> = {}) {
  const set = new Set(files);
  return {
    env: { PATH: "/usr/local/bin:/usr/bin:/bin", ...env },
    home: "/home/newcomer",
    isExecutable: (f: string) => set.has(f),
    listDir: (d: string) => dirs[d] ?? [],
    playwrightPath: () => undefined,
  };
}
const PW = "/home/newcomer/.cache/ms-playwright";

describe("findBrowser", () => {
  it("takes CHROMIUM_PATH first, and only it when it is set", () => {
    const sys = machine(["/opt/chrome/chrome", "/usr/bin/chromium"], {}, { CHROMIUM_PATH: "/opt/chrome/chrome" });
    expect(findBrowser(sys)).toEqual({ path: "/opt/chrome/chrome", source: "CHROMIUM_PATH" });
    const typo = machine(["/usr/bin/chromium"], {}, { CHROMIUM_PATH: "/opt/chrom/chrome" });
    expect(findBrowser(typo)).toBeUndefined();
    expect(browserCheckLine(undefined, typo.env)).toMatch(/^CHROMIUM_PATH=\/opt\/chrom\/chrome is not an executable/);
  });

  it("takes Debian's headless shell next, before Debian's full chromium", () => {
    const sys = machine(["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"]);
    expect(findBrowser(sys)).toEqual({
      path: "/usr/bin/chromium-headless-shell",
      source: "Debian's chromium-headless-shell",
    });
  });

  it("takes Debian's chromium when the headless shell is missing", () => {
    const sys = machine(["/usr/bin/chromium", `${PW}/chromium-1200/chrome-linux/chrome`], { [PW]: ["chromium-1200"] });
    expect(findBrowser(sys)).toEqual({ path: "/usr/bin/chromium", source: "Debian's chromium" });
  });

  it("finds Playwright's installed chromium, the newest revision first", () => {
    const sys = machine(
      [
        `${PW}/chromium-1187/chrome-linux/chrome`,
        `${PW}/chromium-1200/chrome-linux64/chrome`,
        "/usr/bin/google-chrome",
      ],
      { [PW]: ["chromium-1187", "chromium-1200", "ffmpeg-1011", "chromium_headless_shell-1200"] },
    );
    expect(findBrowser(sys)).toEqual({
      path: `${PW}/chromium-1200/chrome-linux64/chrome`,
      source: "Playwright's chromium",
    });
  });

  it("asks Playwright where its browser is, and looks under PLAYWRIGHT_BROWSERS_PATH", () => {
    const own = {
      ...machine(["/pw/chromium-1/chrome-linux/chrome"]),
      playwrightPath: () => "/pw/chromium-1/chrome-linux/chrome",
    };
    expect(findBrowser(own)?.path).toBe("/pw/chromium-1/chrome-linux/chrome");
    const moved = machine(
      ["/srv/pw/chromium-9/chrome-linux/chrome"],
      { "/srv/pw": ["chromium-9"] },
      {
        PLAYWRIGHT_BROWSERS_PATH: "/srv/pw",
      },
    );
    expect(findBrowser(moved)?.path).toBe("/srv/pw/chromium-9/chrome-linux/chrome");
  });

  it("falls back to a system Chrome or Chromium on the PATH, Chrome first", () => {
    const sys = machine(["/usr/bin/chromium-browser", "/usr/local/bin/google-chrome"]);
    expect(findBrowser(sys)).toEqual({ path: "/usr/local/bin/google-chrome", source: "google-chrome on the PATH" });
    expect(findBrowser(machine(["/snap/bin/chromium"], {}, { PATH: "/snap/bin" }))?.path).toBe("/snap/bin/chromium");
  });

  it("finds nothing on a bare machine, and the line says how to get a browser", () => {
    const sys = machine(["/usr/bin/node"]);
    expect(findBrowser(sys)).toBeUndefined();
    const line = browserCheckLine(undefined, sys.env);
    expect(line).toBe(NO_BROWSER_HINT);
    expect(line).toContain("npx playwright install chromium");
    expect(line).not.toContain("\n");
  });
});
