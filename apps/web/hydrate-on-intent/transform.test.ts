import { describe, expect, it } from "vitest";
import { INERT_TYPE, deferHydration, loaderScript } from "./transform";

// the shape React Router 7 prerenders (abridged)
const PAGE = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>t</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body><main>content</main>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  it("drops the modulepreloads, keeps the boot module inert with its module list, puts the loader first in <head>", () => {
    const out = deferHydration(PAGE, "LOADER()");
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out).toContain(
      `<script type="${INERT_TYPE}" data-modulepreload="/assets/manifest-1.js /assets/entry.client-2.js">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>`,
    );
    expect(out).toContain('<head><meta charSet="utf-8"/><script>LOADER()</script><title>');
    // everything else is untouched
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("refuses a page it does not recognise, or one already rewritten", () => {
    expect(() => deferHydration(PAGE.replace(/<script type="module"[\s\S]*?<\/script>/, ""), "x")).toThrow(
      /boot module/,
    );
    expect(() => deferHydration(PAGE.replace(/<link rel="modulepreload"[^>]*>/g, ""), "x")).toThrow(/modulepreload/);
    expect(() => deferHydration(deferHydration(PAGE, "x"), "x")).toThrow(/already/);
  });
});

describe("loaderScript", () => {
  it("is small, valid script text that cannot end its <script> element early", () => {
    const code = loaderScript();
    // ~3.2 KB, 1.4 KB gzip since it also boots at idle and marks a press held before hydration (decision 015)
    expect(code.length).toBeLessThan(3500);
    expect(code).not.toContain("</");
    expect(() => new Function(code)).not.toThrow();
    expect(code).toContain(INERT_TYPE);
    expect(code).toContain("app:hydrated");
  });
});
