import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.ts";

describe("serving the built web app", () => {
  let t: TestApp;
  let root: string;
  const js = `export const big = ${JSON.stringify("x".repeat(5000))};`;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), "web-root-"));
    mkdirSync(path.join(root, "assets"));
    mkdirSync(path.join(root, "faq"));
    writeFileSync(path.join(root, "__spa-fallback.html"), "<!doctype html><title>shell</title>");
    writeFileSync(path.join(root, "index.html"), "<!doctype html><title>home</title>");
    writeFileSync(path.join(root, "faq", "index.html"), "<!doctype html><title>FAQ</title>");
    writeFileSync(path.join(root, "assets", "app-abc123.js"), js);
    t = await createTestApp({ webRoot: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves prerendered pages, and the app shell for client routes and unknown paths", async () => {
    expect((await t.app.inject({ url: "/faq" })).body).toContain("<title>FAQ</title>");
    const unknown = await t.app.inject({ url: "/nonexistent" });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain("<title>shell</title>");
    expect(unknown.headers["cache-control"]).toBe("no-cache");
    expect((await t.app.inject({ url: "/assets/missing.js" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/v1/nope" })).json()).toEqual({
      success: false,
      message: "Not found",
      code: "not_found",
    });
  });

  it("compresses assets (brotli preferred, gzip otherwise) and caches hashed assets for a year", async () => {
    const br = await t.app.inject({
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await t.app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await t.app.inject({ url: "/assets/app-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(js);
    const again = await t.app.inject({
      url: "/assets/app-abc123.js",
      headers: { "if-none-match": String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("refuses path traversal, while a file inside the web root is served whole", async () => {
    const res = await t.app.inject({ url: "/..%2F..%2Fetc%2Fpasswd" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("root:");
    // a file just outside the web root, reached with an encoded and a plain "..", stays out of reach
    const outside = path.join(path.dirname(root), `${path.basename(root)}-outside.txt`);
    writeFileSync(outside, "outside the web root");
    try {
      for (const url of [`/..%2F${path.basename(outside)}`, `/../${path.basename(outside)}`]) {
        const escaped = await t.app.inject({ url });
        expect(escaped.statusCode, url).toBe(404);
        expect(escaped.body, url).not.toContain("outside the web root");
      }
    } finally {
      rmSync(outside, { force: true });
    }
    const legit = await t.app.inject({ url: "/assets/app-abc123.js" });
    expect(legit.statusCode).toBe(200);
    expect(legit.headers["content-encoding"]).toBeUndefined();
    expect(legit.body).toBe(js);
  });
});
