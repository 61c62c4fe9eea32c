import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { sameOriginPath } from "./web.ts";

/**
 * No open redirect (docs/security.md "Redirects"): whatever path or query an attacker puts in a link, every redirect the
 * web plugin builds (the language switcher's `?lang=` link, the visitor's-language twin) lands on this origin.
 */
const ORIGIN = "http://localhost:4000";
const HOSTILE = [
  "//evil.example/",
  "//evil.example",
  "/\\evil.example/",
  "/\\/evil.example/",
  "/%2F%2Fevil.example/",
  "/%2f/evil.example/",
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "/\t/evil.example/",
  "//\tevil.example/",
  "/\n/evil.example/",
  "///evil.example/",
  "/https://evil.example/",
  "/http:/evil.example/",
];

function webRoot() {
  const root = mkdtempSync(path.join(os.tmpdir(), "redirect-web-"));
  writeFileSync(path.join(root, "__spa-fallback.html"), "<!doctype html><html><body>shell</body></html>");
  for (const prefix of ["", "hi", "or"]) {
    mkdirSync(path.join(root, prefix, "faq"), { recursive: true });
    writeFileSync(path.join(root, prefix, "faq", "index.html"), `<!doctype html><html><body>${prefix}</body></html>`);
  }
  return root;
}

/** Where a browser on this origin goes with that Location. */
const landsOn = (location: string) => new URL(location, `${ORIGIN}/somewhere/`).origin;

describe("redirects stay on the installation's origin", () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = webRoot();
    t = await createTestApp({ webRoot: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("the language switcher's link never leaves the site, for every prefix and every language", async () => {
    let redirects = 0;
    for (const prefix of ["", "/hi", "/or"]) {
      for (const hostile of HOSTILE) {
        for (const lang of ["en-IN", "hi-IN", "or-IN"]) {
          const url = `${prefix}${hostile}?lang=${lang}&next=%2F%2Fevil.example`;
          const r = await t.app.inject({ method: "GET", url });
          if (r.statusCode >= 300 && r.statusCode < 400) {
            redirects++;
            const location = String(r.headers.location);
            expect(landsOn(location), `${JSON.stringify(url)} → ${location}`).toBe(ORIGIN);
            expect(location).toMatch(/^\/(?![/\\])/);
          }
        }
      }
    }
    expect(redirects).toBeGreaterThan(HOSTILE.length); // the attacks were redirected, not refused before
    // the reviewer's address
    const r = await t.app.inject({ method: "GET", url: "/hi//evil.example/?lang=en-IN" });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe("/evil.example/");
  });

  it("the visitor's-language twin of a page never leaves the site", async () => {
    for (const url of ["//faq", "/\\faq", "//faq?x=//evil.example"]) {
      const r = await t.app.inject({ method: "GET", url, headers: { "accept-language": "hi-IN" } });
      if (r.statusCode >= 300 && r.statusCode < 400) expect(landsOn(String(r.headers.location))).toBe(ORIGIN);
    }
  });

  it("sameOriginPath keeps any target on this origin and leaves ordinary paths alone", () => {
    for (const hostile of [
      ...HOSTILE,
      "\\\\evil.example",
      "\t//evil.example",
      "https://evil.example/x",
      "/\r\n/evil",
    ]) {
      const safe = sameOriginPath(hostile);
      expect(landsOn(safe), JSON.stringify(hostile)).toBe(ORIGIN);
      expect(safe).toMatch(/^\/(?![/\\])/);
    }
    expect(sameOriginPath("/hi/faq?next=%2Fuser")).toBe("/hi/faq?next=%2Fuser");
    expect(sameOriginPath("/")).toBe("/");
  });
});
