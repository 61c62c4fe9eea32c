import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.ts";

/**
 * Pages in the visitor's language (decision record 018): an English prerendered page sends a visitor who
 * reads Hindi or Odia to its twin, the twins and their shells are served, and the switcher's links keep the choice.
 */
function webRoot() {
  const root = mkdtempSync(path.join(os.tmpdir(), "lang-web-"));
  const page = (rel: string, lang: string) => {
    mkdirSync(path.join(root, rel), { recursive: true });
    writeFileSync(path.join(root, rel, "index.html"), `<!doctype html><html lang="${lang}"><body>${rel}</body></html>`);
  };
  writeFileSync(path.join(root, "__spa-fallback.html"), '<!doctype html><html lang="en-IN"><body>shell</body></html>');
  for (const [prefix, lang] of [
    ["", "en-IN"],
    ["hi", "hi-IN"],
    ["or", "or-IN"],
  ]) {
    page(prefix, lang);
    page(path.join(prefix, "faq"), lang);
    page(path.join(prefix, "auth/password/reset/_"), lang);
  }
  return root;
}

describe("pages in the visitor's language", () => {
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
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("serves an English page as it is to an English or unknown visitor, kept by no shared cache", async () => {
    const visitors: Array<Record<string, string>> = [
      {},
      { "accept-language": "en-IN,en;q=0.9" },
      { "accept-language": "fr-FR" },
    ];
    for (const headers of visitors) {
      const r = await get("/faq", headers);
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('lang="en-IN"');
      // private, revalidated each time (the server negotiates again); no Vary on the visitor's headers, which the
      // riders' service worker's precache would never match
      expect(r.headers["cache-control"]).toBe("private, no-cache");
      expect(String(r.headers.vary ?? "")).not.toMatch(/Cookie|Accept-Language/);
    }
    // the explicit English choice wins over the browser's languages
    const chosen = await get("/faq", { cookie: "lang=en-IN", "accept-language": "hi-IN" });
    expect(chosen.statusCode).toBe(200);
  });

  it("sends a first visit whose browser asks for Hindi (or Odia) to the twin, the query kept", async () => {
    const hi = await get("/faq?x=1", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(hi.statusCode).toBe(302);
    expect(hi.headers.location).toBe("/hi/faq?x=1");
    expect(hi.headers["cache-control"]).toBe("private, no-cache");
    const or = await get("/", { "accept-language": "or" });
    expect(or.headers.location).toBe("/or");
  });

  it("follows the lang cookie before Accept-Language, for pages and their shells", async () => {
    const r = await get("/faq", { cookie: "lang=or-IN", "accept-language": "hi-IN" });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe("/or/faq");
    const shell = await get("/auth/password/reset/abc123", { cookie: "lang=hi-IN" });
    expect(shell.headers.location).toBe("/hi/auth/password/reset/abc123");
  });

  it("serves the twins and their shells whatever the cookie, and the app shell for other paths", async () => {
    const hi = await get("/hi/faq", { cookie: "lang=en-IN" });
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('lang="hi-IN"');
    expect((await get("/or/auth/password/reset/abc123")).body).toContain("or/auth/password/reset/_");
    expect((await get("/hi")).body).toContain('lang="hi-IN"');
    // a page that is not prerendered (the app picks the language) and an unknown prefix: the app shell
    expect((await get("/hi/user/bookings")).body).toContain("shell");
    expect((await get("/xx/faq")).body).toContain("shell");
    // never for the console or the chauffeur app
    expect((await get("/ops", { cookie: "lang=hi-IN" })).statusCode).toBe(200);
  });

  it("keeps the switcher's choice (?lang=) in the cookie and moves to the clean twin address", async () => {
    const r = await get("/hi/faq?lang=hi-IN&next=%2Fuser");
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe("/hi/faq?next=%2Fuser");
    expect(String(r.headers["set-cookie"])).toMatch(/^lang=hi-IN; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const en = await get("/faq?lang=en-IN", { cookie: "lang=hi-IN" });
    expect(en.headers.location).toBe("/faq");
    expect(String(en.headers["set-cookie"])).toContain("lang=en-IN");
    // a shell's placeholder address: the page the visitor was on (Referer) is the one meant
    const shell = await get("/or/auth/password/reset/_?lang=or-IN", {
      referer: "http://localhost/auth/password/reset/tok123",
    });
    expect(shell.headers.location).toBe("/or/auth/password/reset/tok123");
    // anything else is not a language: the page as usual
    expect((await get("/faq?lang=fr-FR")).statusCode).toBe(200);
  });
});
