import { describe, expect, it } from "vitest";
import { inlineStylesheet } from "./inline-css";

// the shape React Router 7 prerenders (abridged)
const PAGE = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>t</title>',
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body><main>content</main>',
  '<link rel="stylesheet" href="/assets/not-in-head.css"/></body></html>',
].join("");
const CSS = "body{color:#07080b}@font-face{src:url(/assets/a.woff2)}\n";

describe("inlineStylesheet", () => {
  it("puts the stylesheet's text in <head> where its link was, and keeps the link disabled for React to adopt", () => {
    const read: string[] = [];
    const out = inlineStylesheet(PAGE, (href) => (read.push(href), CSS));
    expect(read).toEqual(["/assets/root-3.css"]);
    expect(out).toContain(
      '<title>t</title><style data-inlined="/assets/root-3.css">body{color:#07080b}@font-face{src:url(/assets/a.woff2)}</style>' +
        '<link rel="stylesheet" href="/assets/root-3.css" disabled=""/></head>',
    );
    // no enabled stylesheet link left in <head>
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/root-3.css" disabled=""/>',
    ]);
    // the rest of the page is untouched
    expect(out.slice(out.indexOf("</head>"))).toBe(PAGE.slice(PAGE.indexOf("</head>")));
  });

  it("reads the file an href with a suffix names, and keeps the href as React Router rendered it", () => {
    const read: string[] = [];
    const page = PAGE.replace("/assets/root-3.css", "/assets/entry-3.css#");
    const out = inlineStylesheet(page, (file) => (read.push(file), CSS));
    expect(read).toEqual(["/assets/entry-3.css"]);
    // and one with the file's own address, which Vite's preload helper looks for before inserting a link of its own
    expect(out).toContain(
      '<link rel="stylesheet" href="/assets/entry-3.css#" disabled=""/><link rel="stylesheet" href="/assets/entry-3.css" disabled=""/></head>',
    );
  });

  it("refuses a page it does not recognise, one already rewritten, or CSS that cannot be inlined as it is", () => {
    expect(() => inlineStylesheet(PAGE.replace(/<link[^>]*root-3[^>]*>/, ""), () => CSS)).toThrow(/one stylesheet/);
    expect(() =>
      inlineStylesheet(
        inlineStylesheet(PAGE, () => CSS),
        () => CSS,
      ),
    ).toThrow(/already/);
    expect(() => inlineStylesheet(PAGE, () => "a::after{content:'</style>'}")).toThrow(/<\/style/);
    expect(() => inlineStylesheet(PAGE, () => "a{background:url(img/x.png)}")).toThrow(/relative url/);
    expect(inlineStylesheet(PAGE, () => 'a{background:url("data:image/png;base64,AA")}')).toContain("data:image");
  });
});
