import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { htmlFor } from "./web.ts";

describe("htmlFor: the prerendered page served for a path", () => {
  const root = mkdtempSync(path.join(tmpdir(), "web-pages-"));
  for (const p of ["", "auth", "auth/otp-verify/_/_", "auth/password/reset/_", "luxury-cars/sedan"]) {
    mkdirSync(path.join(root, p), { recursive: true });
    writeFileSync(path.join(root, p, "index.html"), p);
  }
  const served = (url: string) => {
    const f = htmlFor(root, url);
    return f === undefined ? undefined : path.relative(root, f);
  };

  it("serves a page of its own first", () => {
    expect(served("/")).toBe("index.html");
    expect(served("/auth")).toBe("auth/index.html");
    expect(served("/auth/")).toBe("auth/index.html");
    expect(served("/luxury-cars/sedan")).toBe("luxury-cars/sedan/index.html");
  });
  it("serves a dynamic segment's shell for any value", () => {
    expect(served("/auth/otp-verify/a%40b.in/9876543210")).toBe("auth/otp-verify/_/_/index.html");
    expect(served("/auth/password/reset/abc123")).toBe("auth/password/reset/_/index.html");
  });
  it("leaves other paths to the app shell, and never leaves the folder", () => {
    expect(served("/luxury-cars/rickshaw")).toBeUndefined();
    expect(served("/user/bookings")).toBeUndefined();
    expect(served("/auth/otp-verify/a")).toBeUndefined();
    expect(served("/../../etc/passwd")).toBeUndefined();
    expect(served("/%E0%A4%A")).toBeUndefined();
  });
});
